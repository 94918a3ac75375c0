//! `puzzlelab bachet render graph|tree|strategy|table|playback`: Bachet's game in pictures.
//! Glue only: the game solver (`puzzlelab_solvers::game`) decides who wins where; this file
//! turns its graphs and trees into the renderer's plain types.

use clap::Subcommand;
use puzzlelab_render::bachet::{self as draw, GraphEdge, GraphPosition, Legend};
use puzzlelab_render::output::save_at;
use puzzlelab_render::{write_atomic, ClassTable, Format, GameGraph, GameNode, GameTree};
use puzzlelab_rules::bachet::BachetRules;
use puzzlelab_rules::Lang;
use puzzlelab_solvers::game::tree::{self as solved, FoldedGraph, Player};
use puzzlelab_solvers::game::Value;
use rand::seq::SliceRandom;

use crate::bachet::RulesArgs;
use crate::render::{wrote, Common};

/// The largest pile whose full game tree is drawn (7 objects: 96 nodes, 44 finished games).
pub const MAX_FULL: u64 = 7;
/// The largest pile of a strategy tree or a graph on one picture.
pub const MAX_PILE: u64 = 25;

/// The pictures of Bachet's game.
#[derive(Subcommand)]
pub enum Command {
    /// The folded game graph of the piles 0..N, coloured by winning and losing piles.
    Graph(PileArgs),
    /// The full game tree of a small pile (up to 7), every move of both players.
    Tree(PileArgs),
    /// The strategy tree: the computer's answers fixed, every reply of the player drawn.
    Strategy(PileArgs),
    /// The lesson's class-transition table.
    Table(TableArgs),
    /// A game played on the strategy tree, as a GIF; the player's replies are seeded.
    Playback(PileArgs),
}

/// The folded graph's value of pile `n` for the player to move, by the game solver.
fn first_player_wins(rules: &BachetRules, n: u64) -> bool {
    FoldedGraph::new(rules, n).nodes[n as usize].value == Value::Win
}

/// The computer plays the side that wins: first when the pile is won for the first player
/// (the lesson's variant 1), second otherwise (variant 2, the player moving first).
fn strategist(rules: &BachetRules, n: u64) -> Player {
    if first_player_wins(rules, n) {
        Player::First
    } else {
        Player::Second
    }
}

/// A pile and the common options.
#[derive(clap::Args)]
pub struct PileArgs {
    /// Objects in the pile (default: 13, the lesson's; 7 for the full tree).
    #[arg(long)]
    pile: Option<u64>,
    #[command(flatten)]
    rules: RulesArgs,
    #[command(flatten)]
    common: Common,
}

/// The table's options.
#[derive(clap::Args)]
pub struct TableArgs {
    #[command(flatten)]
    rules: RulesArgs,
    #[command(flatten)]
    common: Common,
}

/// Runs one picture command.
pub fn run(cmd: Command) -> anyhow::Result<()> {
    let (out, lang, rules, width) = match &cmd {
        Command::Graph(a) | Command::Tree(a) | Command::Strategy(a) | Command::Playback(a) => (
            a.common.out.clone(),
            a.common.lang,
            a.rules.rules(),
            a.common.size,
        ),
        Command::Table(a) => (
            a.common.out.clone(),
            a.common.lang,
            a.rules.rules(),
            a.common.size,
        ),
    };
    check_width(width)?;
    match cmd {
        Command::Graph(a) => {
            a.common.format(&[Format::Png, Format::Svg])?;
            save_at(
                &graph(&rules, pile(a.pile, 13, MAX_PILE)?, lang),
                &out,
                width,
            )?;
        }
        Command::Tree(a) => {
            a.common.format(&[Format::Png, Format::Svg])?;
            save_at(
                &full_tree(&rules, pile(a.pile, MAX_FULL, MAX_FULL)?, lang)?,
                &out,
                width,
            )?;
        }
        Command::Strategy(a) => {
            a.common.format(&[Format::Png, Format::Svg])?;
            save_at(
                &strategy_tree(&rules, pile(a.pile, 13, MAX_PILE)?, lang)?,
                &out,
                width,
            )?;
        }
        Command::Table(a) => {
            a.common.format(&[Format::Png, Format::Svg])?;
            save_at(&table(&rules, lang), &out, width)?;
        }
        Command::Playback(a) => {
            a.common.format(&[Format::Gif])?;
            let n = pile(a.pile, 13, MAX_PILE)?;
            let gif = playback(&rules, n, lang, width, &mut a.common.rng())?;
            write_atomic(&out, &gif)?;
        }
    }
    wrote(&out);
    Ok(())
}

/// The widths a picture can be drawn at: small enough to stay legible, large enough for a
/// poster, bounded so that a typo cannot ask for gigabytes.
const WIDTHS: std::ops::RangeInclusive<u32> = 200..=8000;

fn check_width(width: Option<u32>) -> anyhow::Result<()> {
    match width {
        Some(w) if !WIDTHS.contains(&w) => anyhow::bail!(
            "--size is the picture's width in pixels: {} to {} (got {w})",
            WIDTHS.start(),
            WIDTHS.end()
        ),
        _ => Ok(()),
    }
}

fn pile(given: Option<u64>, default: u64, max: u64) -> anyhow::Result<u64> {
    let n = given.unwrap_or(default);
    if n == 0 || n > max {
        anyhow::bail!("the pile must hold 1 to {max} objects for this picture (got {n})");
    }
    Ok(n)
}

fn legend(lang: Lang) -> Legend {
    Legend {
        winning: lang
            .pick("the player to move wins", "ходящий выигрывает")
            .into(),
        losing: lang
            .pick("the player to move loses", "ходящий проигрывает")
            .into(),
    }
}

/// The folded game graph of the piles `0..=n`, solved by the game solver.
pub fn graph(rules: &BachetRules, n: u64, lang: Lang) -> GameGraph {
    let solved = FoldedGraph::new(rules, n);
    GameGraph {
        title: match lang {
            Lang::En => format!(
                "Bachet's game: piles 0..{n}, takes 1..{}, arrows are moves (bold: winning)",
                rules.max_take
            ),
            Lang::Ru => format!(
                "Игра Баше: кучки 0..{n}, ходы 1..{}, стрелки — ходы (жирные — выигрышные)",
                rules.max_take
            ),
        },
        positions: solved
            .nodes
            .iter()
            .map(|p| GraphPosition {
                pile: p.pile,
                winning: p.value == Value::Win,
            })
            .collect(),
        edges: solved
            .edges
            .iter()
            .map(|e| GraphEdge {
                from: e.from,
                to: e.to,
                take: e.take,
                winning: e.winning,
            })
            .collect(),
        legend: legend(lang),
    }
}

fn tree_of(solved: &solved::GameTree, title: String, lang: Lang) -> GameTree {
    let nodes = solved
        .nodes
        .iter()
        .map(|n| GameNode {
            parent: n.parent,
            take: n.take,
            pile: n.pile,
            winning: n.value == Value::Win,
        })
        .collect();
    GameTree {
        legend: legend(lang),
        ..GameTree::new(&title, nodes)
    }
}

/// The full game tree of pile `n`.
pub fn full_tree(rules: &BachetRules, n: u64, lang: Lang) -> anyhow::Result<GameTree> {
    let solved = solved::GameTree::full(rules, n, 10_000)?;
    let title = match lang {
        Lang::En => format!(
            "Every game from {n} pencils ({} positions, {} games)",
            solved.node_count(),
            solved.leaf_count()
        ),
        Lang::Ru => format!(
            "Все партии из {n} карандашей ({} позиций, {} партий)",
            solved.node_count(),
            solved.leaf_count()
        ),
    };
    Ok(tree_of(&solved, title, lang))
}

/// The strategy tree of pile `n`: the computer's moves fixed (it plays the winning side),
/// every move of the player drawn.
pub fn strategy_tree(rules: &BachetRules, n: u64, lang: Lang) -> anyhow::Result<GameTree> {
    let computer = strategist(rules, n);
    let solved = solved::GameTree::strategy(rules, n, computer, 10_000)?;
    let who = match (computer, lang) {
        (Player::First, Lang::En) => "the computer moves first",
        (Player::Second, Lang::En) => "the player moves first",
        (Player::First, Lang::Ru) => "компьютер ходит первым",
        (Player::Second, Lang::Ru) => "игрок ходит первым",
    };
    let title = match lang {
        Lang::En => format!("The strategy from {n} ({who}): the computer's answers fixed, every reply of the player ({} games)", solved.leaf_count()),
        Lang::Ru => format!("Стратегия для {n} ({who}): ответы компьютера фиксированы, все ходы игрока ({} партий)", solved.leaf_count()),
    };
    Ok(tree_of(&solved, title, lang))
}

/// The lesson's class-transition table.
pub fn table(rules: &BachetRules, lang: Lang) -> ClassTable {
    let period = rules.period();
    let losing = rules.losing_class();
    let mut header = vec![lang
        .pick("N mod 4", "N mod 4")
        .replace('4', &period.to_string())];
    header.extend((1..=rules.max_take).map(|t| match lang {
        Lang::En => format!("take {t}"),
        Lang::Ru => format!("взять {t}"),
    }));
    let transitions = rules.transition_table();
    let rows = (0..period)
        .map(|class| {
            let mut row = vec![(class.to_string(), None)];
            for t in transitions.iter().filter(|t| t.class == class) {
                let value = if t.to == losing {
                    Some(true)
                } else if class == losing {
                    Some(false)
                } else {
                    None
                };
                row.push((format!("→ {}", t.to), value));
            }
            row
        })
        .collect();
    ClassTable {
        title: lang.pick("The table of transitions from one class to another", "Таблица переходов из одного класса в другой").into(),
        header,
        rows,
        note: match lang {
            Lang::En => format!("green: the move leads to class {losing}, lost for the opponent;\nred: from class {losing} every move loses"),
            Lang::Ru => format!("зелёный: ход в класс {losing}, проигрышный для соперника;\nкрасный: из класса {losing} любой ход проигрывает"),
        },
    }
}

/// A game on the strategy tree of pile `n` as a GIF: the computer follows the strategy, the
/// player's replies are drawn at random from `rng`.
pub fn playback(
    rules: &BachetRules,
    n: u64,
    lang: Lang,
    width: Option<u32>,
    rng: &mut impl rand::Rng,
) -> anyhow::Result<Vec<u8>> {
    let computer = strategist(rules, n);
    let solved = solved::GameTree::strategy(rules, n, computer, 10_000)?;
    let tree = tree_of(
        &solved,
        match lang {
            Lang::En => format!("A game from {n} pencils on the strategy tree"),
            Lang::Ru => format!("Партия из {n} карандашей на дереве стратегии"),
        },
        lang,
    );
    let mut path = vec![0usize];
    let mut captions = vec![match (computer, lang) {
        (Player::First, Lang::En) => format!("{n} pencils: I move first"),
        (Player::Second, Lang::En) => format!("{n} pencils: you move first"),
        (Player::First, Lang::Ru) => format!("{n}: Я делаю первый ход"),
        (Player::Second, Lang::Ru) => format!("{n}: Ваш ход"),
    }];
    loop {
        let node = &solved.nodes[*path.last().expect("the root")];
        let Some(&next) = node.children.choose(rng) else {
            break;
        };
        let child = &solved.nodes[next];
        let take = child.take.unwrap_or(0);
        let caption = match (node.to_move == computer, lang) {
            (true, Lang::En) => format!("I take {take}: {} left", child.pile),
            (true, Lang::Ru) => format!("Я беру {take}: осталось {}", child.pile),
            (false, Lang::En) => format!("You take {take}: {} left", child.pile),
            (false, Lang::Ru) => format!("Вы берёте {take}: осталось {}", child.pile),
        };
        path.push(next);
        captions.push(caption);
    }
    if let Some(last) = captions.last_mut() {
        // At the end the solver's value says who won: the player to move, or the other one.
        let end = &solved.nodes[*path.last().expect("the root")];
        let winner = if end.value == Value::Win {
            end.to_move
        } else {
            end.to_move.other()
        };
        let lost = winner == computer;
        let end = match (lost, lang) {
            (true, Lang::En) => "You have lost!",
            (true, Lang::Ru) => "Вы проиграли!",
            (false, Lang::En) => "I have lost!",
            (false, Lang::Ru) => "Я проиграл!",
        };
        last.push('\n');
        last.push_str(end);
    }
    Ok(draw::game_playback_at(&tree, &path, &captions, width)?)
}
