//! The words drawn inside the pictures, in English and in Russian: the titles, axes and legend
//! of the search trees and the statistics charts; those of Bachet's game are the game's
//! pictures' own. And the refusals of a figure that cannot be drawn as asked (the renderer's:
//! too large, too small, too long, in a format it cannot be written in; this crate's: too deep,
//! a pile out of range) and of one stopped by a limit, said in both languages.

use std::time::Duration;

use puzzlelab_render::{Moving, RenderError, VideoLimit};
use puzzlelab_rules::lang::ru_plural;
use puzzlelab_rules::Lang;
use puzzlelab_solvers::search::Limit;

use puzzlelab_solvers::search::LimitWords as Stopped;

use crate::{FigureError, TreeAlgo};

/// The words of the pictures in one language.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Messages {
    pub(crate) lang: Lang,
}

impl Messages {
    /// The words in `lang`.
    pub(crate) fn new(lang: Lang) -> Messages {
        Messages { lang }
    }

    /// `en` or `ru`, whichever this language is.
    pub(crate) fn pick(&self, en: &'static str, ru: &'static str) -> &'static str {
        self.lang.pick(en, ru)
    }

    /// The search a search tree shows, by name.
    fn search_name(&self, algo: TreeAlgo) -> &'static str {
        match algo {
            TreeAlgo::Astar => {
                self.pick("A* (Manhattan distance)", "A* (манхэттенское расстояние)")
            }
            TreeAlgo::Bfs => self.pick("Breadth-first search", "Поиск в ширину"),
        }
    }

    /// A search tree's title: the search, the depths drawn, and the expansions it was taken
    /// after (`done`), of which `drawn` lie within those depths.
    pub(crate) fn search_tree_title(
        &self,
        algo: TreeAlgo,
        depth: usize,
        done: usize,
        drawn: usize,
    ) -> String {
        let name = self.search_name(algo);
        match (self.lang, done, drawn == done) {
            (Lang::En, 0, _) => format!("{name}: the start is the goal, so nothing is expanded"),
            (Lang::Ru, 0, _) => format!("{name}: начальная позиция уже цель, раскрывать нечего"),
            (Lang::En, _, true) => format!(
                "{name}: depths 0 to {depth} after its first {done} expansions (#1 to #{done})"
            ),
            (Lang::Ru, _, true) => format!(
                "{name}: глубины от 0 до {depth} после первых {done} раскрытий (#1–#{done})"
            ),
            (Lang::En, _, false) => format!(
                "{name}: depths 0 to {depth} after its first {done} expansions (#1 to #{done}; {} of them deeper, not drawn)",
                done - drawn
            ),
            (Lang::Ru, _, false) => format!(
                "{name}: глубины от 0 до {depth} после первых {done} раскрытий (#1–#{done}; глубже, вне рисунка: {})",
                done - drawn
            ),
        }
    }

    /// A vertical axis' name on a logarithmic scale, saying so.
    pub(crate) fn log_axis(&self, name: &str) -> String {
        match self.lang {
            Lang::En => format!("{name} (log scale)"),
            Lang::Ru => format!("{name} (логарифмическая шкала)"),
        }
    }

    /// The word before each level's number at the side of a search tree.
    pub(crate) fn depth(&self) -> &'static str {
        self.pick("depth", "глубина")
    }

    /// A search tree's legend: expanded, in the queue, never generated.
    pub(crate) fn search_tree_legend(&self) -> [String; 3] {
        match self.lang {
            Lang::En => ["expanded", "frontier", "not generated"],
            Lang::Ru => ["раскрыта", "в очереди", "не порождена"],
        }
        .map(String::from)
    }

    /// The y axis of the IDA* and heuristics charts.
    pub(crate) fn nodes_expanded(&self) -> &'static str {
        self.pick("nodes expanded", "раскрыто узлов")
    }

    /// The IDA* chart's title.
    pub(crate) fn ida_chart_title(&self) -> &'static str {
        self.pick(
            "IDA* with Manhattan distance: nodes expanded in each iteration",
            "IDA* с манхэттенским расстоянием: раскрыто узлов на каждой итерации",
        )
    }

    /// The IDA* chart's x axis.
    pub(crate) fn ida_threshold(&self) -> &'static str {
        self.pick("threshold on f = g + h", "порог для f = g + h")
    }

    /// The heuristics chart's title.
    pub(crate) fn heuristics_chart_title(&self) -> &'static str {
        self.pick(
            "A*: nodes expanded with each heuristic",
            "A*: раскрыто узлов с каждой эвристикой",
        )
    }

    /// A heuristic's name under its bar.
    pub(crate) fn heuristic_name(&self, h: puzzlelab_solvers::Heuristic) -> &'static str {
        use puzzlelab_solvers::Heuristic;
        match h {
            Heuristic::Misplaced => self.pick("misplaced tiles", "не на своём месте"),
            Heuristic::Manhattan => self.pick("Manhattan distance", "манхэттенское"),
            Heuristic::LinearConflict => self.pick("linear conflicts", "линейные конфликты"),
        }
    }

    /// The heuristics chart's x axis.
    pub(crate) fn heuristic(&self) -> &'static str {
        self.pick("heuristic", "эвристика")
    }

    /// The BFS layers chart's title, with the number of positions in all, written out.
    pub(crate) fn bfs_layers_title(&self, total: &str) -> String {
        match self.lang {
            Lang::En => {
                format!("8-puzzle: positions at each distance from the goal ({total} in all)")
            }
            Lang::Ru => format!("Игра «8»: позиций на каждом расстоянии от цели (всего {total})"),
        }
    }

    /// The BFS layers chart's x axis.
    pub(crate) fn moves_from_goal(&self) -> &'static str {
        self.pick("moves from the goal", "ходов до цели")
    }

    /// The BFS layers chart's y axis.
    pub(crate) fn positions(&self) -> &'static str {
        self.pick("positions", "позиций")
    }
}

/// The renderer's refusal of a figure (a picture too large, or too narrow for its text to
/// read; a format it cannot be written in; a strip of a board every 0 moves; a move the board
/// does not allow) or of an animation (a video larger than its encoder takes, smaller than it
/// takes, or longer than its budget; a playback of too many moves or frames, of no frames a
/// move, or too small for its board; a GIF too big, no frames at all), and its failures (an
/// encoder's, the drawing library's) said in English and in Russian, with the exit code of
/// bad input, in `lang`; `None` for any other error (a file that could not be written).
pub(crate) fn refusal(err: &RenderError, lang: Lang) -> Option<String> {
    let ru = match err {
        RenderError::VideoTooLarge {
            format,
            width,
            height,
            limit,
            largest,
        } => format!(
            "видео размером {width} x {height} пикселей слишком велико для {format}: {}; самая большая --width для этой картинки — {largest}",
            video_limit_ru(*limit)
        ),
        RenderError::VideoTooLong {
            format,
            frames,
            width,
            height,
            budget,
            most,
        } => format!(
            "{frames} {} по {width} x {height} пикселей — слишком много, чтобы кодировать в {format}: всего не больше {} млн пикселей (кадры x ширина x высота, около минуты работы ноутбука), то есть не больше {most} {} такого размера: меньше кадров или меньше --width",
            frames_word(*frames as u64),
            budget / 1_000_000,
            ru_plural(*most as u64, "кадра", "кадров", "кадров"),
        ),
        RenderError::TooManyFrames { frames, most } => format!(
            "в воспроизведении {frames} {}: столько никто не досмотрит, можно не больше {most} (меньше --frames-per-move или меньше ходов)",
            frames_word(*frames as u64)
        ),
        RenderError::TooManyMoves { moves, most } => format!(
            "в воспроизведении {moves} {}: столько никто не досмотрит, можно не больше {most}",
            ru_plural(*moves as u64, "ход", "хода", "ходов")
        ),
        RenderError::VideoTooSmall {
            width,
            height,
            least,
        } => format!(
            "видео должно быть не меньше {least} пикселей по каждой стороне (запрошено {width} x {height})"
        ),
        RenderError::BoardTooSmall {
            width,
            height,
            columns,
            rows,
        } => format!("{width}x{height} пикселей — слишком мало для доски {columns}x{rows}"),
        RenderError::TooLarge { width, height } => format!(
            "картинка размером {width} x {height} пикселей слишком велика (не больше 16384 по стороне и 64 млн пикселей): укажите --width поменьше или рисуйте меньше"
        ),
        RenderError::TooNarrow { width, least } => format!(
            "при ширине {width} пикселей самый мелкий текст этого рисунка не прочитать: укажите --width {least} или больше"
        ),
        RenderError::UnknownFormat(name) => format!(
            "неизвестный формат выходного файла «{name}»: используйте .png, .svg, .gif, .mp4 или .webm"
        ),
        RenderError::WrongFormat {
            figure,
            format,
            hint,
        } => {
            let figure = match *figure {
                "a still figure" => "неподвижный рисунок",
                "an animation" => "анимацию",
                other => other,
            };
            let hint = hint.replacen("use ", "используйте ", 1).replace(" or ", " или ");
            format!("{figure} нельзя записать в формате {format}: {hint}")
        }
        RenderError::NoFramesPerMove => "кадров на ход должно быть не меньше 1".to_string(),
        RenderError::StripEveryZero => {
            "в ленте доска показывается каждые 1 или больше ходов".to_string()
        }
        RenderError::IllegalMove {
            number,
            direction,
            why,
        } => format!(
            "ход {number} ({}) сделать нельзя: {}",
            direction.word_in(Lang::Ru),
            puzzlelab_rules::play::illegal(Lang::Ru, why)
        ),
        RenderError::GifTooBig { width, height } => {
            format!("{width}x{height} — слишком много для GIF")
        }
        RenderError::NoFrames(moving) => {
            let moving = match moving {
                Moving::Animation => "анимации",
                Moving::Video => "видео",
            };
            format!("для {moving} нужен хотя бы один кадр")
        }
        RenderError::Encoder { codec, why } => format!("кодировщик {codec} дал сбой: {why}"),
        RenderError::Mp4(why) => format!("файл MP4 не удалось собрать: {why}"),
        RenderError::Encode(why) => format!("не удалось закодировать картинку: {why}"),
        RenderError::Draw(why) => format!("не удалось нарисовать: {why}"),
        _ => return None,
    };
    Some(lang.pick(&err.to_string(), &ru).to_string())
}

/// The words of a figure's error in `lang`, where this crate has them: its own refusals and
/// stops, the renderer's refusals.
pub(crate) fn said(err: &FigureError, lang: Lang) -> Option<String> {
    match err {
        FigureError::Refused { en, ru } | FigureError::Stopped { en, ru } => {
            Some(lang.pick(en, ru).to_string())
        }
        FigureError::Render(render) => refusal(render, lang),
        _ => None,
    }
}

/// The refusal of a figure asked for as `format`, which it cannot be written in: `allowed`
/// are the formats it can.
pub(crate) fn wrong_format(format: &str, allowed: &[&str]) -> FigureError {
    FigureError::refused(
        format!(
            "this figure cannot be written as {format}: use {}",
            allowed.join(" or ")
        ),
        format!(
            "этот рисунок нельзя записать в формате {format}: используйте {}",
            allowed.join(" или ")
        ),
    )
}

/// A search for a figure's moves stopped by `limit`, no solution being shorter than
/// `lower_bound`, with exit code 3 and advice naming only the options the command has:
/// `--moves` where `moves_option` says it takes the moves instead.
pub(crate) fn solving_stopped(
    limit: &Limit,
    lower_bound: usize,
    moves_option: bool,
) -> FigureError {
    let (en, ru) = (Stopped::new(Lang::En), Stopped::new(Lang::Ru));
    let (give_en, give_ru) = if moves_option {
        (
            ", give the moves with --moves,",
            ", задайте ходы через --moves",
        )
    } else {
        (",", "")
    };
    stopped(
        format!(
            "solving the board for its moves: {}; no solution is shorter than {lower_bound} moves (raise --max-nodes, --timeout or --max-memory{give_en} or choose an easier board)",
            en.limit(limit)
        ),
        format!(
            "поиск решения доски прерван: {}; решения короче {lower_bound} {} нет (увеличьте --max-nodes, --timeout или --max-memory{give_ru} либо выберите доску попроще)",
            ru.limit(limit),
            ru.moves_genitive(lower_bound)
        ),
    )
}

/// A search (`name`: "IDA*", "BFS") a figure or a deck needed, stopped by `limit`, no
/// solution being shorter than `lower_bound`, with exit code 3.
pub(crate) fn search_stopped(name: &str, limit: &Limit, lower_bound: usize) -> FigureError {
    let (en, ru) = (Stopped::new(Lang::En), Stopped::new(Lang::Ru));
    stopped(
        format!(
            "{name}: {}; no solution is shorter than {lower_bound} moves (raise --max-nodes, --timeout or --max-memory, or choose an easier board)",
            en.limit(limit)
        ),
        format!(
            "{name} прерван: {}; решения короче {lower_bound} {} нет (увеличьте --max-nodes, --timeout или --max-memory либо выберите доску попроще)",
            ru.limit(limit),
            ru.moves_genitive(lower_bound)
        ),
    )
}

/// A playback stopped by `--timeout` (`limit`) after `done` of its `total` frames, said in
/// English and in Russian, with the exit code of a limit reached.
pub(crate) fn out_of_time(limit: Duration, done: usize, total: usize) -> FigureError {
    let limit = format!("{limit:?}");
    stopped(
        format!(
            "the time limit (--timeout {limit}) ran out after {done} of {total} frames: nothing was written"
        ),
        format!(
            "время (--timeout {limit}) вышло, готово кадров: {done} из {total}; ничего не записано"
        ),
    )
}

/// "Frames" after a number, in Russian.
fn frames_word(n: u64) -> &'static str {
    ru_plural(n, "кадр", "кадра", "кадров")
}

/// Why a video frame is too large, in Russian.
fn video_limit_ru(limit: VideoLimit) -> &'static str {
    match limit {
        VideoLimit::H264Frame => {
            "кодер H.264 (OpenH264) принимает не больше 3840 x 2160 пикселей, или 2160 x 3840 по вертикали"
        }
        VideoLimit::Av1Memory => {
            "кодеру AV1 (rav1e) нужно около 80 байт на пиксель, поэтому кадр WebM не больше 8 294 400 пикселей экрана 4K (меньше 1 ГБ памяти), не больше 4096 по стороне"
        }
    }
}

/// Words of a search or an animation stopped by a limit.
fn stopped(en: String, ru: String) -> FigureError {
    FigureError::Stopped { en, ru }
}

/// A search tree deeper than a slide holds.
pub(crate) fn too_deep(depth: usize, most: usize) -> FigureError {
    FigureError::refused(
        format!("a tree deeper than {most} levels does not fit on a slide (--depth {depth})"),
        format!("дерево глубже {most} уровней не помещается на слайд (--depth {depth})"),
    )
}

/// A search tree asked of a search that keeps none (`name`: the `--algo` given).
pub(crate) fn not_a_tree_search(name: &str) -> FigureError {
    FigureError::refused(
        format!(
            "a search tree is drawn for --algo bfs or astar, not {name} (the IDA*s keep no tree, and SAT searches none)"
        ),
        format!(
            "дерево поиска рисуется для --algo bfs или astar, а не {name} (IDA* не хранит дерева, а SAT ничего не ищет по дереву)"
        ),
    )
}

/// An animated search tree of more or fewer expansions than it shows.
pub(crate) fn expansions_out_of_range(expansions: usize, most: usize) -> FigureError {
    FigureError::refused(
        format!("an animated search tree shows 1 to {most} expansions (--expansions {expansions})"),
        format!(
            "анимированное дерево поиска показывает от 1 до {most} раскрытий (--expansions {expansions})"
        ),
    )
}

/// A pile out of a picture's range.
pub(crate) fn pile_out_of_range(n: u64, max: u64) -> FigureError {
    FigureError::refused(
        format!("the pile must hold 1 to {max} objects for this picture (got {n})"),
        format!(
            "для этого рисунка в кучке должно быть от 1 до {max} {} (дано {n})",
            ru_plural(max, "предмета", "предметов", "предметов")
        ),
    )
}

/// Rules asked for as both misère and normal play.
pub(crate) fn both_plays() -> FigureError {
    FigureError::refused(
        "--misere and --normal cannot both be given",
        "--misere и --normal нельзя задать вместе",
    )
}

/// A largest take out of the rules' range.
pub(crate) fn take_out_of_range(take: u64, most: u64) -> FigureError {
    FigureError::refused(
        format!("--max-take must be 1 to {most} (got {take})"),
        format!("--max-take должно быть от 1 до {most} (дано {take})"),
    )
}

/// A limit given to a figure that runs no search under it.
pub(crate) fn takes_no_limits(name: &str) -> FigureError {
    FigureError::refused(
        format!("this figure runs no search to limit: {name} is for a strip, a playback or a chart"),
        format!("этот рисунок не запускает поиска, который можно ограничить: {name} — для ленты, воспроизведения или диаграммы"),
    )
}
