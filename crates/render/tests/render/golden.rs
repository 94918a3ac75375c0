//! Golden tests: small renders compared with committed reference images, pixel by pixel with a
//! small tolerance (anti-aliasing may differ in the last bit between builds). A layout change
//! shows up as a failure; after checking the new pictures by eye, refresh the references with
//! `UPDATE_GOLDEN=1 cargo test -p puzzlelab-render --test render golden`.

use std::path::PathBuf;

use puzzlelab_render::Strip;
use puzzlelab_render::{render_as, Figure, Look};
use puzzlelab_render::{BarChart, ClassTable, Format, GameGraph};
use puzzlelab_render::{BoardFigure, BoardStyle};
use puzzlelab_render::{GameNode, GameTree, GraphEdge, GraphPosition};
use puzzlelab_rules::{Board, MoveSeq};

fn golden_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/golden")
}

fn decode_png(bytes: &[u8]) -> (u32, u32, Vec<u8>) {
    let decoder = png::Decoder::new(bytes);
    let mut reader = decoder.read_info().unwrap();
    let mut buf = vec![0; reader.output_buffer_size()];
    let info = reader.next_frame(&mut buf).unwrap();
    buf.truncate(info.buffer_size());
    (info.width, info.height, buf)
}

/// Renders `figure` as PNG and compares it with `tests/golden/NAME.png`.
fn check<F: Figure>(name: &str, figure: &F) {
    check_as(name, figure, &Look::default());
}

/// [`check`] for a figure drawn as `look` says.
fn check_as<F: Figure>(name: &str, figure: &F, look: &Look) {
    let png = render_as(figure, Format::Png, look).unwrap();
    let path = golden_dir().join(format!("{name}.png"));
    if std::env::var_os("UPDATE_GOLDEN").is_some() {
        std::fs::write(&path, &png).unwrap();
        return;
    }
    let reference = std::fs::read(&path)
        .unwrap_or_else(|_| panic!("{} is missing: run with UPDATE_GOLDEN=1", path.display()));
    let (w, h, got) = decode_png(&png);
    let (rw, rh, want) = decode_png(&reference);
    assert_eq!((w, h), (rw, rh), "{name}: the picture's size changed");
    let differing = got
        .chunks_exact(3)
        .zip(want.chunks_exact(3))
        .filter(|(a, b)| a.iter().zip(b.iter()).any(|(x, y)| x.abs_diff(*y) > 24))
        .count();
    let allowed = (w * h) as usize / 200; // 0.5% of the pixels
    assert!(
        differing <= allowed,
        "{name}: {differing} pixels differ from {} (at most {allowed} may)",
        path.display()
    );
}

#[test]
fn board_3x3() {
    let board: Board = "8 6 7 2 5 4 3 0 1".parse().unwrap();
    let style = BoardStyle {
        cell: 40,
        caption: Some("8-puzzle".into()),
    };
    check(
        "board_3x3",
        &BoardFigure {
            board: &board,
            style: &style,
        },
    );
}

#[test]
fn board_4x4_svg_keeps_text_and_the_fallback_family() {
    let board: Board = puzzlelab_rules::lessons::WORKSHEET.parse().unwrap();
    let svg = puzzlelab_render::render(
        &BoardFigure {
            board: &board,
            style: &BoardStyle::default(),
        },
        Format::Svg,
    )
    .unwrap();
    let svg = String::from_utf8(svg).unwrap();
    assert_eq!(svg.matches("<text").count(), 15, "tile numbers stay text");
    assert!(svg.contains("DejaVu Sans, Arial, sans-serif"));
    assert!(svg.contains("#ADD8E6"), "CSS LightBlue tiles");
}

#[test]
fn strip_3x3() {
    let start: Board = "1 2 3 4 5 6 0 7 8".parse().unwrap();
    let moves: MoveSeq = "LL".parse().unwrap();
    let mut strip = Strip::new(&start, &moves, 1).unwrap();
    strip.cell = 24;
    strip.goal = Some("1 2 3 4 5 6 7 8 0".parse().unwrap());
    check("strip_3x3", &strip);
}

/// More boards than a row holds: the strip wraps, the arrows stay within a row.
#[test]
fn strip_wrapped() {
    let start: Board = "1 2 3 4 5 6 0 7 8".parse().unwrap();
    let moves: MoveSeq = "LLDRUL".parse().unwrap();
    let mut strip = Strip::new(&start, &moves, 1).unwrap();
    strip.cell = 24;
    assert_eq!(strip.per_row, 3);
    check("strip_wrapped", &strip);
}

#[test]
fn bar_chart() {
    let bars = (0..6)
        .map(|d| (d.to_string(), [1.0, 2.0, 4.0, 8.0, 16.0, 20.0][d]))
        .collect();
    let mut chart = BarChart::new("BFS layers", "moves", "positions", bars);
    chart.size = (400, 260);
    check("bar_chart", &chart);
}

/// Many bars from 1 to tens of thousands, in Russian: a logarithmic axis, every bar's count
/// written upwards over it, numbers grouped the Russian way.
#[test]
fn bar_chart_log_many_in_russian() {
    let bars = (0..30)
        .map(|d| (d.to_string(), (1.5f64).powi(d).round()))
        .collect();
    let mut chart = BarChart::new("Слои", "ходов", "позиций", bars);
    chart.size = (900, 420);
    chart.log_scale = true;
    chart.lang = puzzlelab_rules::Lang::Ru;
    check("bar_chart_log_many_ru", &chart);
}

/// A hand-made tree: 3 pencils, the mover takes 1 or 2 (taking the last one loses).
fn small_tree() -> GameTree {
    let node = |parent, take, pile, winning| GameNode {
        parent,
        take,
        pile,
        winning,
    };
    GameTree::new(
        "3 pencils",
        vec![
            node(None, None, 3, true),
            node(Some(0), Some(1), 2, true),
            node(Some(1), Some(1), 1, false),
            node(Some(2), Some(1), 0, true),
            node(Some(0), Some(2), 1, false),
            node(Some(4), Some(1), 0, true),
        ],
    )
}

#[test]
fn game_tree_small() {
    check("game_tree_small", &small_tree());
}

#[test]
fn game_graph_small() {
    let graph = GameGraph {
        title: "piles 0..3".into(),
        positions: (0..=3)
            .map(|pile| GraphPosition {
                pile,
                winning: pile != 1,
            })
            .collect(),
        edges: vec![
            GraphEdge {
                from: 3,
                to: 2,
                take: 1,
                winning: false,
            },
            GraphEdge {
                from: 3,
                to: 1,
                take: 2,
                winning: true,
            },
            GraphEdge {
                from: 2,
                to: 1,
                take: 1,
                winning: true,
            },
            GraphEdge {
                from: 1,
                to: 0,
                take: 1,
                winning: false,
            },
        ],
        legend: Default::default(),
    };
    check("game_graph_small", &graph);
}

#[test]
fn class_table() {
    let table = ClassTable {
        title: "Transitions".into(),
        header: vec!["N mod 4".into(), "take 1".into(), "take 2".into()],
        rows: vec![
            vec![
                ("0".into(), None),
                ("→ 3".into(), Some(true)),
                ("→ 2".into(), None),
            ],
            vec![
                ("1".into(), None),
                ("→ 0".into(), Some(false)),
                ("→ 3".into(), None),
            ],
        ],
        note: vec![(Some(true), "a winning move".into())],
    };
    check("class_table", &table);
}

#[test]
fn game_playback_decodes_to_one_frame_per_position() {
    let tree = small_tree();
    let captions: Vec<String> = ["start", "took 2", "took 1"].map(String::from).to_vec();
    let gif = puzzlelab_render::game_playback(&tree, &[0, 4, 5], &captions).unwrap();
    let mut decoder = gif::DecodeOptions::new().read_info(gif.as_slice()).unwrap();
    assert!(decoder.global_palette().is_some());
    let mut frames = 0;
    while decoder.read_next_frame().unwrap().is_some() {
        frames += 1;
    }
    assert_eq!(frames, 3);
}

#[test]
fn search_tree_small() {
    use puzzlelab_render::{NodeStatus, SearchTree, TreeNode};
    use puzzlelab_rules::Direction;
    let root: Board = "1 2 3 4 0 5 7 8 6".parse().unwrap();
    let child = |dir: Direction, status, order| TreeNode {
        board: root.applied(dir).unwrap(),
        g: 1,
        h: if dir == Direction::Left { 1 } else { 3 },
        status,
        parent: Some(0),
        via: Some(dir),
        order,
    };
    let tree = SearchTree::new(
        "A*, two levels",
        vec![
            TreeNode {
                board: root.clone(),
                g: 0,
                h: 2,
                status: NodeStatus::Expanded,
                parent: None,
                via: None,
                order: Some(1),
            },
            child(Direction::Left, NodeStatus::Expanded, Some(2)),
            child(Direction::Up, NodeStatus::Frontier, None),
            child(Direction::Down, NodeStatus::Unvisited, None),
        ],
    );
    check("search_tree_small", &tree);
}

/// A level of seven boards is too crowded for a row: every other board drops to a lower lane,
/// its edge coming straight down between the boards above.
#[test]
fn search_tree_staggered() {
    use puzzlelab_render::{NodeStatus, SearchTree, TreeNode};
    let root: Board = "1 2 3 4 0 5 7 8 6".parse().unwrap();
    let mut nodes = vec![TreeNode {
        board: root.clone(),
        g: 0,
        h: 2,
        status: NodeStatus::Expanded,
        parent: None,
        via: None,
        order: Some(1),
    }];
    for (k, dir) in root.legal_moves().enumerate() {
        let board = root.applied(dir).unwrap();
        let parent = nodes.len();
        nodes.push(TreeNode {
            board: board.clone(),
            g: 1,
            h: 3,
            status: if k < 2 {
                NodeStatus::Expanded
            } else {
                NodeStatus::Frontier
            },
            parent: Some(0),
            via: Some(dir),
            order: (k < 2).then_some(k + 2),
        });
        if k < 2 {
            for d in board.legal_moves() {
                nodes.push(TreeNode {
                    board: board.applied(d).unwrap(),
                    g: 2,
                    h: 2,
                    status: NodeStatus::Frontier,
                    parent: Some(parent),
                    via: Some(d),
                    order: None,
                });
            }
        }
    }
    let mut tree = SearchTree::new("staggered", nodes);
    tree.uses_h = false;
    check("search_tree_staggered", &tree);
}

/// Twenty games side by side would not fit a page: the tree grows to the right.
#[test]
fn game_tree_sideways() {
    let mut nodes = vec![GameNode {
        parent: None,
        take: None,
        pile: 9,
        winning: true,
    }];
    for a in 0..4 {
        let parent = nodes.len();
        nodes.push(GameNode {
            parent: Some(0),
            take: Some(a + 1),
            pile: 8 - a,
            winning: a % 2 == 0,
        });
        for b in 0..5 {
            nodes.push(GameNode {
                parent: Some(parent),
                take: Some(b + 1),
                pile: b,
                winning: b % 2 == 1,
            });
        }
    }
    check("game_tree_sideways", &GameTree::new("sideways", nodes));
}

/// The piles 0..9 in rows of four (the largest take plus one), in the dark theme.
#[test]
fn game_graph_grid_dark() {
    let positions = (0..=9)
        .map(|pile| GraphPosition {
            pile,
            winning: pile % 4 != 1,
        })
        .collect();
    let edges = (1..=9u64)
        .flat_map(|from| {
            (1..=3u64.min(from)).map(move |take| GraphEdge {
                from,
                to: from - take,
                take,
                winning: (from - take) % 4 == 1,
            })
        })
        .collect();
    let graph = GameGraph {
        title: "piles 0..9".into(),
        positions,
        edges,
        legend: Default::default(),
    };
    let dark = Look {
        theme: puzzlelab_render::Theme::Dark,
        ..Look::default()
    };
    check_as("game_graph_grid_dark", &graph, &dark);
}
