//! The playback GIF decoded back: the frame count, one global palette with the worksheet's
//! colours, frames that are rectangles smaller than the picture, and a last frame that shows
//! the goal.

use puzzlelab_render::Playback;
use puzzlelab_rules::{Board, MoveSeq};

/// A decoded GIF: its global palette, the RGB picture after each frame, each frame's size.
type Decoded = (Vec<u8>, Vec<Vec<u8>>, Vec<(u16, u16)>);

/// Decodes a GIF into its RGB pictures after each frame (frames drawn over each other).
fn decode(gif: &[u8]) -> Decoded {
    let mut options = gif::DecodeOptions::new();
    options.set_color_output(gif::ColorOutput::Indexed);
    let mut decoder = options.read_info(gif).unwrap();
    let palette = decoder.global_palette().expect("a global palette").to_vec();
    let (w, h) = (decoder.width() as usize, decoder.height() as usize);
    let mut canvas = vec![0u8; w * h];
    let mut pictures = Vec::new();
    let mut sizes = Vec::new();
    while let Some(frame) = decoder.read_next_frame().unwrap() {
        assert!(frame.palette.is_none(), "no local palettes");
        let (fw, fh) = (frame.width as usize, frame.height as usize);
        for y in 0..fh {
            for x in 0..fw {
                canvas[(frame.top as usize + y) * w + frame.left as usize + x] =
                    frame.buffer[y * fw + x];
            }
        }
        sizes.push((frame.width, frame.height));
        pictures.push(
            canvas
                .iter()
                .flat_map(|&i| palette[i as usize * 3..i as usize * 3 + 3].to_vec())
                .collect(),
        );
    }
    (palette, pictures, sizes)
}

#[test]
fn the_playback_ends_on_the_goal() {
    let goal: Board = "1 2 3 4 5 6 7 8 0".parse().unwrap();
    let moves: MoveSeq = "DRULDRUL".parse().unwrap(); // blank: up, left, down, right, ...
    let mut start = goal.clone();
    start.apply_all(&moves.inverse()).unwrap();
    let playback = Playback {
        frames_per_move: 4,
        side: 120,
        caption: None,
        ..Playback::new(start, moves)
    };
    let (palette, pictures, sizes) = decode(&playback.gif().unwrap());
    assert_eq!(pictures.len(), 1 + 8 * 4);
    assert!(palette.len() / 3 <= 256);
    let has = |rgb: [u8; 3]| palette.chunks_exact(3).any(|c| c == rgb);
    assert!(has([173, 216, 230]), "LightBlue tiles");
    assert!(has([128, 128, 128]), "the gray frame");
    assert_eq!(sizes[0], (120, 120));
    assert!(
        sizes[1..].iter().all(|&(w, h)| w < 120 && h < 120),
        "{sizes:?}"
    );

    let at_rest = Playback {
        caption: None,
        side: 120,
        ..Playback::new(goal, MoveSeq::default())
    };
    let (_, goal_pictures, _) = decode(&at_rest.gif().unwrap());
    assert_eq!(
        pictures.last(),
        goal_pictures.first(),
        "the last frame shows the goal"
    );
    assert_ne!(pictures.first(), goal_pictures.first());
}

#[test]
fn captions_change_with_the_moves() {
    let start: Board = "1 2 3 4 5 6 7 0 8".parse().unwrap();
    let playback = Playback {
        frames_per_move: 2,
        side: 100,
        caption: Some(puzzlelab_rules::Lang::Ru),
        ..Playback::new(start, "L".parse().unwrap())
    };
    let (_, pictures, _) = decode(&playback.gif().unwrap());
    assert_eq!(pictures.len(), 3);
    // The caption strip (the bottom tenth) differs between the start and the last frame.
    let strip = |p: &Vec<u8>| p[90 * 100 * 3..].to_vec();
    assert_ne!(strip(&pictures[0]), strip(&pictures[2]));
}
