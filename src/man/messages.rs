//! The manual pages' own words, English and Russian side by side: an example or two for every
//! command, and the exit status every command shares. (The commands' descriptions are the
//! help's: [`crate::help`].)

use puzzlelab_rules::Lang;

/// The pages' words in one language.
#[derive(Clone, Copy, Debug)]
pub(super) struct Messages {
    lang: Lang,
}

/// One example: the command's path, the command line, what it does in English and Russian.
type Example = (&'static str, &'static str, &'static str, &'static str);

/// Every command's examples, by the command's path.
const EXAMPLES: &[Example] = &[
    (
        "fifteen show",
        "puzzlelab fifteen show \"1 2 3 4 5 6 8 7 0\"",
        "draw a board and say why it cannot be solved",
        "нарисовать доску и объяснить, почему она не решается",
    ),
    (
        "fifteen play",
        "puzzlelab fifteen play --seed 7",
        "play a shuffled board in the terminal",
        "сыграть перемешанную доску в терминале",
    ),
    (
        "fifteen shuffle",
        "puzzlelab fifteen shuffle --size 3 --seed 1",
        "a uniformly shuffled 8-puzzle, the same for the same seed",
        "равномерно перемешанная игра «8», одна и та же для одного зерна",
    ),
    (
        "fifteen solve",
        "puzzlelab fifteen solve \"8 6 7 2 5 4 3 0 1\" --algo astar --explain",
        "solve by A* and say what each statistic means",
        "решить A* и объяснить, что значит каждое число",
    ),
    (
        "fifteen solve",
        "puzzlelab fifteen solve --batch boards.txt --json --jobs 2",
        "solve a file of boards, one JSON object a line",
        "решить файл досок, по объекту JSON на строку",
    ),
    (
        "fifteen compare",
        "puzzlelab fifteen compare \"8 6 7 2 5 4 3 0 1\"",
        "every algorithm and heuristic on one board, side by side",
        "все алгоритмы и эвристики на одной доске, рядом",
    ),
    (
        "fifteen bfs-layers",
        "puzzlelab fifteen bfs-layers --size 3",
        "how many 8-puzzle positions lie at each distance",
        "сколько позиций игры «8» на каждом расстоянии",
    ),
    (
        "fifteen trace",
        "puzzlelab fifteen trace \"1 2 3 4 5 6 0 7 8\" --algo astar --out trace.json",
        "record a search for the lab's player",
        "записать поиск для проигрывателя лаборатории",
    ),
    (
        "fifteen trace",
        "puzzlelab fifteen trace \"8 6 7 2 5 4 3 0 1\" --algo ida --play",
        "step through IDA* in the terminal, forward and back",
        "пройти по шагам IDA* в терминале, вперёд и назад",
    ),
    (
        "pdb build",
        "puzzlelab pdb build 663",
        "build the 6-6-3 pattern databases for the 15-puzzle",
        "построить базы образцов 6-6-3 для игры «15»",
    ),
    (
        "pdb info",
        "puzzlelab pdb info",
        "list the pattern databases built",
        "перечислить построенные базы образцов",
    ),
    (
        "pdb lookup",
        "puzzlelab pdb lookup 663 \"2 1 3 4 5 6 7 8 9 10 11 12 13 14 15 0\"",
        "what the databases say of a board",
        "что базы говорят о доске",
    ),
    (
        "bachet play",
        "puzzlelab bachet play --variant 2",
        "play the lesson's second game: you choose who moves first",
        "сыграть вторую игру урока: вы выбираете, кто ходит первым",
    ),
    (
        "bachet table",
        "puzzlelab bachet table",
        "the lesson's table of classes N mod 4",
        "таблица классов N mod 4 из урока",
    ),
    (
        "bachet solve",
        "puzzlelab bachet solve 13",
        "win or lose from 13, and the winning move",
        "выигрыш или проигрыш с 13 и выигрывающий ход",
    ),
    (
        "bachet tree",
        "puzzlelab bachet tree 13 --kind strategy",
        "the strategy tree from 13 as text",
        "дерево стратегии с 13 текстом",
    ),
    (
        "bachet trace",
        "puzzlelab bachet trace 7 --out game.json",
        "record the game solver for the lab's player",
        "записать решатель игры для проигрывателя",
    ),
    (
        "bachet trace",
        "puzzlelab bachet trace 13 --play --lang ru",
        "step through the game solver in the terminal, in Russian",
        "пройти по шагам решатель игры в терминале, по-русски",
    ),
    (
        "trace play",
        "puzzlelab trace play trace.json",
        "play a saved trace in the terminal: arrows step, g N Enter jumps, q quits",
        "проиграть сохранённую трассу в терминале: стрелки — шаг, g N Enter — переход, q — выход",
    ),
    (
        "sat dimacs",
        "puzzlelab sat dimacs --horizon 15 --out f.cnf",
        "the worksheet's board as a DIMACS formula of 15 moves",
        "доска рабочего листа как формула DIMACS на 15 ходов",
    ),
    (
        "sat model",
        "puzzlelab sat model \"1 2 3 4 0 6 7 5 8\" model.txt --horizon 2",
        "read a SAT solver's model back as moves",
        "прочитать модель SAT-решателя как ходы",
    ),
    (
        "sat worksheet",
        "puzzlelab sat worksheet",
        "the worksheet's loop on its own board, and its fix",
        "цикл рабочего листа на его доске и его исправление",
    ),
    (
        "sat verify",
        "puzzlelab sat verify cert",
        "check a certificate of optimality",
        "проверить сертификат оптимальности",
    ),
    (
        "render board",
        "puzzlelab render board --slides --out board.png",
        "a board for a 16:9 slide",
        "доска для слайда 16:9",
    ),
    (
        "render playback",
        "puzzlelab render playback --pause 50 --out solution.mp4",
        "the worksheet's board solved, as a video resting after each move",
        "решение доски рабочего листа видео с паузой после каждого хода",
    ),
    (
        "render strip",
        "puzzlelab render strip --every 3 --out strip.svg",
        "the solution every 3 moves, for a slide",
        "решение через каждые 3 хода, для слайда",
    ),
    (
        "render search-tree",
        "puzzlelab render search-tree --algo bfs --width 1600 --out bfs.png",
        "BFS's first levels, 1600 pixels wide",
        "первые уровни поиска в ширину шириной 1600 пикселей",
    ),
    (
        "render chart",
        "puzzlelab render chart ida-iterations --lang ru --out ida.svg",
        "IDA*'s iterations as a chart, in Russian",
        "итерации IDA* диаграммой, по-русски",
    ),
    (
        "render bachet graph",
        "puzzlelab render bachet graph 13 --out graph.svg",
        "the piles 0..13 as a graph of moves",
        "кучки 0..13 как граф ходов",
    ),
    (
        "render bachet tree",
        "puzzlelab render bachet tree 7 --out tree.png",
        "every game from 7 pencils",
        "все партии из 7 карандашей",
    ),
    (
        "render bachet strategy",
        "puzzlelab render bachet strategy 13 --out strategy.png",
        "the strategy tree from 13",
        "дерево стратегии с 13",
    ),
    (
        "render bachet table",
        "puzzlelab render bachet table --out table.png",
        "the class table as a picture",
        "таблица классов рисунком",
    ),
    (
        "render bachet playback",
        "puzzlelab render bachet playback 13 --seed 2 --out game.gif",
        "a game from 13 played on the strategy tree",
        "партия с 13 на дереве стратегии",
    ),
    (
        "slides fifteen",
        "puzzlelab slides fifteen --lang ru",
        "the 15-puzzle lecture as one HTML deck, in Russian",
        "лекция об игре «15» одной HTML-презентацией, по-русски",
    ),
    (
        "slides search",
        "puzzlelab slides search --format pdf --handout steps",
        "the search lecture as a PDF handout, a page a step",
        "лекция о поиске как раздаточный PDF, страница на шаг",
    ),
    (
        "slides sat",
        "puzzlelab slides sat --format beamer --out sat.tex",
        "the SAT lecture as Beamer source, its pictures beside it",
        "лекция о SAT как исходник Beamer, рисунки рядом",
    ),
    (
        "slides bachet",
        "puzzlelab slides bachet 21 --seed 3",
        "Bachet's lecture on a pile of 21",
        "лекция об игре Баше на кучке из 21",
    ),
    (
        "figures",
        "puzzlelab figures --slides --lang ru",
        "every lecture figure for slides, in Russian, into output/",
        "все иллюстрации к лекциям для слайдов, по-русски, в output/",
    ),
    (
        "check moves",
        "puzzlelab check moves \"1 2 3 4 5 6 0 7 8\" LL",
        "are the moves legal, do they solve it, are they optimal",
        "законны ли ходы, решают ли, оптимальны ли",
    ),
    (
        "check assignment",
        "puzzlelab check assignment 2 --format gradescope",
        "grade assignment 2 for Gradescope",
        "оценить задание 2 для Gradescope",
    ),
    (
        "quiz",
        "puzzlelab quiz --topic fifteen --count 5 --seed 7",
        "five questions on the 15-puzzle lesson, one answer a line, then the score",
        "пять вопросов к уроку об игре «15», по ответу в строке, затем итог",
    ),
    (
        "quiz",
        "puzzlelab quiz --export moodle-xml --count 50 --seed 1 --out bank.xml",
        "a bank of 50 questions for Moodle's question import",
        "банк из 50 вопросов для импорта вопросов в Moodle",
    ),
    (
        "quiz",
        "puzzlelab quiz --export markdown --level hard --count 10 --seed 3 --lang ru --out quiz.md",
        "a sheet of hard questions in Russian, and its answers in quiz-key.md",
        "лист трудных вопросов по-русски и ответы к нему в quiz-key.md",
    ),
    (
        "serve",
        "puzzlelab serve --port 8000",
        "the docs site and its lab on http://127.0.0.1:8000/",
        "сайт с лабораторией на http://127.0.0.1:8000/",
    ),
    (
        "completions",
        "puzzlelab completions bash > ~/.local/share/bash-completion/completions/puzzlelab",
        "completion for bash",
        "дополнение для bash",
    ),
    (
        "man",
        "puzzlelab man --out man/",
        "every manual page into man/",
        "все страницы руководства в man/",
    ),
    (
        "help",
        "puzzlelab help --lang ru fifteen solve",
        "a command's help in Russian",
        "справка команды по-русски",
    ),
];

impl Messages {
    /// The words in `lang`.
    pub(super) fn new(lang: Lang) -> Messages {
        Messages { lang }
    }

    /// The examples of the command at `path` (`fifteen solve`), or for a group of commands
    /// the first of each of its commands'; the whole program's, one of each command's.
    pub(super) fn examples(&self, path: &str) -> Vec<(&'static str, &'static str)> {
        let pick = |e: &Example| (e.1, self.lang.pick(e.2, e.3));
        let own: Vec<_> = EXAMPLES.iter().filter(|e| e.0 == path).map(pick).collect();
        if !own.is_empty() {
            return own;
        }
        let mut children: Vec<&str> = Vec::new();
        let mut firsts = Vec::new();
        for example in EXAMPLES {
            let rest = match path {
                "" => Some(example.0),
                _ => example
                    .0
                    .strip_prefix(path)
                    .and_then(|r| r.strip_prefix(' ')),
            };
            let Some(child) = rest.and_then(|r| r.split(' ').next()) else {
                continue;
            };
            if !children.contains(&child) {
                children.push(child);
                firsts.push(pick(example));
            }
        }
        firsts
    }

    /// The heading of the examples.
    pub(super) fn examples_heading(&self) -> &'static str {
        self.lang.pick("EXAMPLES", "ПРИМЕРЫ")
    }

    /// The heading of the exit status.
    pub(super) fn exit_status_heading(&self) -> &'static str {
        self.lang.pick("EXIT STATUS", "КОД ВОЗВРАТА")
    }

    /// The exit status every command shares: the code and what it means.
    pub(super) fn exit_status(&self) -> [(&'static str, &'static str); 4] {
        match self.lang {
            Lang::En => [
                ("0", "done: a board solved, a game won, a file written, every test passed"),
                ("1", "a game given up or lost (or its input ended), an assignment's test failed"),
                ("2", "bad input: a malformed or unsolvable board, a bad option, a file that cannot be read or written; the message says which"),
                ("3", "a limit reached (--max-nodes, --timeout, --max-memory) before the work was done; the message says what was learned by then"),
            ],
            Lang::Ru => [
                ("0", "сделано: доска решена, партия выиграна, файл записан, все тесты пройдены"),
                ("1", "партия сдана или проиграна (или кончился ввод), тест задания не пройдён"),
                ("2", "неверный ввод: испорченная или нерешаемая доска, неверный параметр, файл нельзя прочитать или записать; сообщение говорит, что именно"),
                ("3", "достигнут предел (--max-nodes, --timeout, --max-memory) до конца работы; сообщение говорит, что стало известно к тому времени"),
            ],
        }
    }

    /// The heading of the other pages.
    pub(super) fn see_also_heading(&self) -> &'static str {
        self.lang.pick("SEE ALSO", "СМ. ТАКЖЕ")
    }

    /// Where every page was written.
    pub(super) fn wrote(&self, pages: usize, dir: &std::path::Path) -> String {
        let dir = dir.display();
        match self.lang {
            Lang::En => format!("wrote {pages} manual pages into {dir} (read one with `man -l {dir}/puzzlelab.1`)"),
            Lang::Ru => format!("записано страниц руководства: {pages}, в {dir} (прочитать: `man -l {dir}/puzzlelab.1`)"),
        }
    }

    /// A path that names no command.
    pub(super) fn no_such_command(&self, path: &str, word: &str, known: &str) -> String {
        match self.lang {
            Lang::En => format!("`{path}` has no command {word:?}: its commands are {known}"),
            Lang::Ru => format!("у `{path}` нет команды {word:?}: её команды — {known}"),
        }
    }
}
