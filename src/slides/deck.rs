//! A lecture as data: slides of headings, text, stepped figures, tables, transcripts and an
//! embedded player, each item tagged with the key press that reveals it. The lessons build a
//! [`Deck`]; the writers (`html`, `beamer`) only lay it out, so the HTML deck, its PDF and the
//! Beamer source show the same steps with the same numbers.

/// The key press that reveals an item: 1 for the first press on its slide; `None` for an item
/// shown from the start.
pub type Step = Option<usize>;

/// A picture drawn by the renderer, in the format the writer asked for.
#[derive(Clone, Debug)]
pub struct Image {
    /// The file's bytes (SVG for the HTML deck, PNG for Beamer).
    pub bytes: Vec<u8>,
    /// Its media type (`image/svg+xml`, `image/png`).
    pub mime: &'static str,
    /// What it shows, for a reader who cannot see it.
    pub alt: String,
    /// The `puzzlelab render` words that draw it again, for a teacher who wants the file.
    pub command: String,
}

/// One stage of a stepped figure: a picture and its caption.
#[derive(Clone, Debug)]
pub struct Stage {
    /// The picture.
    pub image: Image,
    /// The line under it.
    pub caption: String,
    /// The key press that shows it in place of the stage before (`None` for the first).
    pub step: Step,
}

/// What a slide holds, top to bottom (or text left, figure right: [`Slide::columns`]).
#[derive(Clone, Debug)]
pub enum Block {
    /// A paragraph.
    Text(String, Step),
    /// A bulleted list, each item with its own step.
    Bullets(Vec<(String, Step)>),
    /// A figure whose stages replace each other, one a key press.
    Figure(Vec<Stage>),
    /// A table of numbers: a head row, then rows revealed by their steps.
    Table {
        /// The column heads.
        head: Vec<String>,
        /// The rows, each with its step.
        rows: Vec<(Vec<String>, Step)>,
    },
    /// A program's output, line by line (monospace), each line with its step.
    Transcript(Vec<(String, Step)>),
    /// The lab's player on a recorded run, with a still picture for print.
    Player {
        /// The name of the run in the deck's recorded runs.
        trace: String,
        /// The picture printed in its place.
        still: Image,
    },
}

/// Where a slide's blocks go.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Layout {
    /// One under another.
    Single,
    /// Under the heading, the text left and the figures and players right, in halves.
    Columns,
    /// The figures right, as tall as the slide; the heading over the text left.
    Beside,
}

/// One slide.
#[derive(Clone, Debug)]
pub struct Slide {
    /// The heading.
    pub title: String,
    /// The content.
    pub blocks: Vec<Block>,
    /// One column, or text beside the figures.
    pub layout: Layout,
    /// What the teacher says: the lesson's own words.
    pub notes: String,
}

impl Slide {
    /// A slide titled `title`, one column, no notes yet.
    pub fn new(title: impl Into<String>) -> Slide {
        Slide {
            title: title.into(),
            blocks: Vec::new(),
            layout: Layout::Single,
            notes: String::new(),
        }
    }

    /// The same slide with `block` added.
    pub fn with(mut self, block: Block) -> Slide {
        self.blocks.push(block);
        self
    }

    /// The same slide laid out in two columns, text left and figures right.
    pub fn in_columns(mut self) -> Slide {
        self.layout = Layout::Columns;
        self
    }

    /// The same slide with its figures right from the top of the slide to its foot, the
    /// heading and the text left: for a figure the room must read that is as tall as it is
    /// wide.
    pub fn figure_beside(mut self) -> Slide {
        self.layout = Layout::Beside;
        self
    }

    /// The same slide with its speaker notes.
    pub fn notes(mut self, notes: impl Into<String>) -> Slide {
        self.notes = notes.into();
        self
    }

    /// The key presses the slide takes: its largest step.
    pub fn steps(&self) -> usize {
        self.all_steps().max().unwrap_or(0)
    }

    /// The presses up to [`Slide::steps`] that reveal nothing (a deck has none: each press
    /// shows something).
    pub fn gaps(&self) -> Vec<usize> {
        let used: std::collections::BTreeSet<usize> = self.all_steps().collect();
        (1..=self.steps()).filter(|s| !used.contains(s)).collect()
    }

    fn all_steps(&self) -> impl Iterator<Item = usize> + '_ {
        self.blocks
            .iter()
            .flat_map(|block| -> Vec<Step> {
                match block {
                    Block::Text(_, step) => vec![*step],
                    Block::Bullets(items) | Block::Transcript(items) => {
                        items.iter().map(|(_, s)| *s).collect()
                    }
                    Block::Figure(stages) => stages.iter().map(|s| s.step).collect(),
                    Block::Table { rows, .. } => rows.iter().map(|(_, s)| *s).collect(),
                    Block::Player { .. } => vec![None],
                }
            })
            .flatten()
    }
}

/// A whole lecture.
#[derive(Clone, Debug)]
pub struct Deck {
    /// The title slide's heading and the page's title.
    pub title: String,
    /// The line under it.
    pub subtitle: String,
    /// What the teacher says on the title slide.
    pub notes: String,
    /// The slides after the title.
    pub slides: Vec<Slide>,
    /// The recorded runs the players play, by name: each a `puzzlelab-trace/1` document.
    pub traces: Vec<(String, Vec<u8>)>,
}

impl Deck {
    /// Slides in all, the title slide among them.
    pub fn slide_count(&self) -> usize {
        self.slides.len() + 1
    }

    /// Key presses in all: every slide's steps.
    pub fn step_count(&self) -> usize {
        self.slides.iter().map(Slide::steps).sum()
    }
}

/// The step of the k-th item revealed on a slide, counting from 0: the press `k + 1`.
pub fn step(k: usize) -> Step {
    Some(k + 1)
}

impl Block {
    /// A program's output revealed a paragraph a key press: each line that starts at the left
    /// margin begins a new step, and the indented lines under it (or blank ones) come with it.
    /// The first paragraph is shown from the start.
    pub fn transcript(output: &str) -> Block {
        let mut press = 0;
        let mut lines = Vec::new();
        for line in output.lines() {
            let indented = line.is_empty() || line.starts_with(char::is_whitespace);
            if !indented && !lines.is_empty() {
                press += 1;
            }
            lines.push((line.to_string(), (press > 0).then_some(press)));
        }
        Block::Transcript(lines)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_transcript_reveals_a_paragraph_a_press() {
        let Block::Transcript(lines) = Block::transcript("Array:\n  a[0] = 5\n\nNext:\n  x\nLast")
        else {
            panic!("a transcript");
        };
        let steps: Vec<Step> = lines.iter().map(|(_, s)| *s).collect();
        assert_eq!(steps, [None, None, None, Some(1), Some(1), Some(2)]);
    }

    #[test]
    fn a_slide_takes_as_many_presses_as_its_last_step() {
        let slide = Slide::new("t")
            .with(Block::Bullets(vec![
                ("a".into(), None),
                ("b".into(), step(0)),
            ]))
            .with(Block::Table {
                head: vec![],
                rows: vec![(vec![], step(1)), (vec![], step(1))],
            });
        assert_eq!(slide.steps(), 2);
        assert!(slide.gaps().is_empty());
        let gapped = slide.with(Block::Text("c".into(), step(3)));
        assert_eq!(gapped.gaps(), [3]);
    }
}
