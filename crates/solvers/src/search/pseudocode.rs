//! An algorithm's pseudo-code as data, in English and in Russian line for line, with the line
//! each kind of [`Event`] belongs to: what a player of a recorded run highlights as it steps.
//! Each algorithm keeps its own beside its code (`PSEUDOCODE` in `bfs.rs`, ...), so a change to the
//! one is seen next to the other.

use puzzlelab_rules::Lang;

use super::Event;

/// An algorithm's pseudo-code and the map from its events to its lines.
#[derive(Clone, Copy, Debug)]
pub struct Pseudocode {
    /// The lines in English.
    pub en: &'static [&'static str],
    /// The same lines in Russian.
    pub ru: &'static [&'static str],
    /// The line (from 0) an event belongs to.
    pub line_of: fn(&Event) -> usize,
}

impl Pseudocode {
    /// The lines in `lang`.
    pub fn lines(&self, lang: Lang) -> &'static [&'static str] {
        match lang {
            Lang::En => self.en,
            Lang::Ru => self.ru,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{MINIMAX, RETROGRADE};
    use crate::search::{ASTAR, BFS, IDASTAR};

    #[test]
    fn every_line_has_its_translation_and_every_event_a_line() {
        let all = [BFS, ASTAR, IDASTAR, RETROGRADE, MINIMAX];
        let events = [
            Event::Push { node: 0, g: 0 },
            Event::Pop { node: 0, g: 0 },
            Event::Expand { node: 0, g: 0 },
            Event::Generate {
                parent: 0,
                child: 1,
                g: 1,
            },
            Event::Threshold { bound: 3 },
            Event::Solution { cost: 3 },
            Event::Limit,
        ];
        for code in all {
            assert_eq!(code.en.len(), code.ru.len(), "{:?}", code.en);
            for event in &events {
                assert!((code.line_of)(event) < code.en.len(), "{event:?}");
            }
        }
    }
}
