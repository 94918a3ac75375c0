//! `cargo xtask bench render`: the 80-move playback (10 frames a move, 400x400) encoded by us and
//! by plotters' own GIF backend (NeuQuant on every frame), on the same frames, in one run.
//!
//! CPU time is the thread's own ([`thread_cpu_time`]), so other work on a loaded machine does
//! not count.

use crate::clock::thread_cpu_time;
use plotters::prelude::*;
use puzzlelab_render::Playback;
use puzzlelab_rules::{shuffle, Goal, Lang, Size};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// Arguments of `bench render`.
#[derive(clap::Args)]
pub struct Args {
    /// Moves in the playback.
    #[arg(long, default_value_t = 80)]
    moves: usize,
    /// Frames drawn for each move.
    #[arg(long, default_value_t = 10)]
    frames_per_move: u32,
    /// Width and height of the animation in pixels.
    #[arg(long, default_value_t = 400)]
    size: u32,
    /// Seed of the random walk that makes the position.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Measure only our encoder (skip the slow peer).
    #[arg(long)]
    ours_only: bool,
}

/// Runs `work` and returns its result and the CPU seconds it took.
fn measure<T>(work: impl FnOnce() -> anyhow::Result<T>) -> anyhow::Result<(T, f64)> {
    let start = thread_cpu_time();
    let out = work()?;
    Ok((out, (thread_cpu_time() - start).as_secs_f64()))
}

/// Runs the benchmark and prints the figures and the ratio.
pub fn run(args: Args) -> anyhow::Result<()> {
    let goal = Goal::Standard.board(Size::square(4)?);
    let mut rng = ChaCha8Rng::seed_from_u64(args.seed);
    let (start, walk) = shuffle::random_walk(&mut rng, &goal, args.moves);
    let playback = Playback {
        frames_per_move: args.frames_per_move,
        side: args.size,
        caption: Some(Lang::En),
        ..Playback::new(start, walk.inverse())
    };
    let frames = playback.frame_count();
    println!(
        "playback: {} moves x {} frames a move = {frames} frames, {}x{} (seed {})",
        args.moves, args.frames_per_move, args.size, args.size, args.seed
    );
    let (ours, ours_cpu) = measure(|| Ok(playback.gif()?))?;
    println!(
        "ours     (fixed palette, changed rectangles): {ours_cpu:8.3} CPU s  {:>9} bytes",
        ours.len()
    );
    if args.ours_only {
        return Ok(());
    }
    let dir = std::env::temp_dir().join(format!("puzzlelab-bench-{}", std::process::id()));
    std::fs::create_dir_all(&dir)?;
    let path = dir.join("plotters.gif");
    let delay_ms = u32::from(playback.frame_delay_cs) * 10;
    let (_, peer_cpu) = measure(|| {
        let mut backend = BitMapBackend::gif(&path, (args.size, args.size), delay_ms)
            .map_err(|e| anyhow::anyhow!("plotters' GIF backend: {e}"))?;
        playback.for_each_rgb_frame(|rgb, _| {
            let peer = |e: String| puzzlelab_render::RenderError::Draw(e);
            backend
                .blit_bitmap((0, 0), (args.size, args.size), rgb)
                .map_err(|e| peer(e.to_string()))?;
            backend.present().map_err(|e| peer(e.to_string()))
        })?;
        Ok(())
    })?;
    let peer_len = std::fs::metadata(&path)?.len();
    std::fs::remove_dir_all(&dir)?;
    println!(
        "plotters (NeuQuant on every frame):          {peer_cpu:8.3} CPU s  {peer_len:>9} bytes"
    );
    println!(
        "ratio: {:.1}x less CPU, {:.1}x smaller (both times include composing the frames)",
        peer_cpu / ours_cpu.max(1e-9),
        peer_len as f64 / ours.len() as f64
    );
    Ok(())
}
