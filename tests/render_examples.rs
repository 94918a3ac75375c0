//! The renderer's lesson programs run on small sizes and write what they say.

#[allow(dead_code)]
#[path = "../examples/render_board.rs"]
mod render_board;

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
