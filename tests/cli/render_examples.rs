//! The lesson programs that draw (`puzzlelab::lessons`) run on small sizes and write what they
//! say.

use puzzlelab::lessons::{bachet_tree, render_board, render_playback};

fn scratch(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("render-ex-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

#[test]
fn render_board_writes_png_and_svg() {
    let dir = scratch("board");
    let files = render_board::run(&dir, 20).unwrap();
    assert_eq!(files.len(), 2);
    assert!(std::fs::read(&files[0]).unwrap().starts_with(b"\x89PNG"));
    assert!(std::fs::read_to_string(&files[1]).unwrap().contains("<svg"));
}

#[test]
fn bachet_tree_draws_the_graph_and_the_strategy() {
    let dir = scratch("bachet");
    for n in [5, 6] {
        let files = bachet_tree::run(&dir, n).unwrap();
        assert_eq!(files.len(), 2);
        for file in files {
            assert!(std::fs::read(&file).unwrap().starts_with(b"\x89PNG"));
        }
    }
}

#[test]
fn render_playback_solves_the_worksheet_in_15_moves() {
    let dir = scratch("playback");
    let (moves, file) = render_playback::run(&dir, 100, 2).unwrap();
    assert_eq!(moves.len(), 15);
    assert!(std::fs::read(file).unwrap().starts_with(b"GIF89a"));
}
