//! The data the lab's pages carry inside them, so that they work from `file://`: the recorded
//! runs the player steps through, a pattern-database lookup, and Bachet's game as the rules
//! crate plays it (the value of every pile, the computer's take, the lesson's messages). Every
//! piece comes from the program: the traces recorded in this process by `puzzlelab`'s library,
//! the lookup from the `puzzlelab` binary, the game from `puzzlelab-rules`.

use std::fs;
use std::path::Path;
use std::process::Command;

use anyhow::Context;
use puzzlelab_rules::bachet::messages::Messages;
use puzzlelab_rules::bachet::BachetRules;
use puzzlelab_rules::Lang;
use serde_json::json;

/// The runs the lab's player shows on the lesson pages: a name and the trace command's
/// arguments after `trace` is taken out (each recorded in this process through
/// `puzzlelab::record_trace` and written in English and in Russian, `trace-NAME.js`,
/// `trace-NAME-ru.js`).
const TRACES: &[(&str, &[&str])] = &[
    (
        "bfs-eight",
        &[
            "fifteen",
            BFS_BOARD,
            "--algo",
            "bfs",
            "--snapshot-every",
            "50",
        ],
    ),
    (
        "astar-eight",
        &[
            "fifteen",
            EIGHTEEN,
            "--algo",
            "astar",
            "--heuristic",
            "manhattan",
            "--snapshot-every",
            "50",
        ],
    ),
    (
        "astar-eight-misplaced",
        &[
            "fifteen",
            EIGHTEEN,
            "--algo",
            "astar",
            "--heuristic",
            "misplaced",
            "--snapshot-every",
            "200",
        ],
    ),
    (
        "ida-eight",
        &[
            "fifteen",
            "7 4 6 8 3 5 0 2 1",
            "--algo",
            "ida",
            "--heuristic",
            "manhattan",
            "--snapshot-every",
            "50",
        ],
    ),
    (
        "ida-eight-pdb",
        &[
            "fifteen",
            EIGHTEEN,
            "--algo",
            "ida",
            "--heuristic",
            "pdb:44",
            "--snapshot-every",
            "50",
        ],
    ),
    ("retrograde-13", &["bachet", "13", "--snapshot-every", "10"]),
];

/// The 8-puzzle six moves from the goal that BFS searches on the lesson page (90 positions).
const BFS_BOARD: &str = "4 1 3 7 2 6 0 5 8";
/// The 8-puzzle 18 moves from the goal that A* and the pattern databases search.
const EIGHTEEN: &str = "8 1 0 4 7 2 6 5 3";
/// The largest pile of the game on the page.
const MAX_PILE: u64 = 30;

/// Writes every piece into `out` as a script that sets a `window.PUZZLELAB_*` global.
pub fn write(out: &Path, exe: &Path) -> anyhow::Result<()> {
    let write = |name: &str, text: String| -> anyhow::Result<()> {
        let path = out.join(name);
        puzzlelab_files::write(&path, text.as_bytes())
            .with_context(|| format!("cannot write {}", path.display()))
    };
    // the pattern databases in a cache folder of the run's own, built here
    let cache = std::env::temp_dir().join(format!("puzzlelab-lab-cache-{}", std::process::id()));
    let run = |args: &[&str]| -> anyhow::Result<String> {
        let output = Command::new(exe)
            .args(args)
            .env("XDG_CACHE_HOME", &cache)
            .output()
            .with_context(|| format!("cannot run {}", exe.display()))?;
        let stderr = String::from_utf8_lossy(&output.stderr);
        anyhow::ensure!(
            output.status.success(),
            "puzzlelab {args:?} failed: {stderr}"
        );
        Ok(String::from_utf8(output.stdout)?.trim().to_string())
    };
    let pdb_dir = format!(
        "--pdb-dir={}",
        cache.join("puzzlelab").join("pdb").display()
    );
    for (name, args) in TRACES {
        for (suffix, lang) in [("", "en"), ("-ru", "ru")] {
            let mut args = args.to_vec();
            args.extend(["--lang", lang]);
            if args[0] == "fifteen" {
                args.push(&pdb_dir);
            }
            let doc = puzzlelab::record_trace(&args).with_context(|| format!("{args:?}"))?;
            let json = String::from_utf8(doc)?;
            let script = format!(
                "window.PUZZLELAB_TRACES = window.PUZZLELAB_TRACES || {{}};\nwindow.PUZZLELAB_TRACES[{name:?}] = {json};\n"
            );
            write(&format!("trace-{name}{suffix}.js"), script)?;
        }
    }
    let lookup = run(&["pdb", "lookup", "44", EIGHTEEN, "--json"])?;
    write(
        "lab-pdb-eight.js",
        format!("window.PUZZLELAB_LOOKUPS = window.PUZZLELAB_LOOKUPS || {{}};\nwindow.PUZZLELAB_LOOKUPS[\"eight\"] = {lookup};\n"),
    )?;
    let _ = fs::remove_dir_all(&cache);
    write(
        "lab-bachet.js",
        format!("window.PUZZLELAB_BACHET = {};\n", bachet()),
    )?;
    Ok(())
}

/// The lesson's game for the page: each pile's value for the player to move, the computer's
/// take there (MoveK: the winning take, or 1 in a lost pile, hoping for a mistake), and the
/// lesson's messages in both languages, as `bachet play --variant 2` says them.
fn bachet() -> serde_json::Value {
    let rules = BachetRules::LESSON;
    let piles = 0..=MAX_PILE;
    let lost: Vec<bool> = piles.clone().map(|n| rules.is_losing(n)).collect();
    let computer: Vec<u64> = piles
        .clone()
        .map(|n| rules.winning_take(n).unwrap_or(1))
        .collect();
    let words = |lang: Lang| {
        let m = Messages::new(lang);
        json!({
            "rules": m.rules(&rules),
            "i_move_first": m.i_move_first(),
            "i_take": (0..=rules.max_take).map(|c| m.i_take(c)).collect::<Vec<_>>(),
            "left": piles.clone().map(|n| m.left(n)).collect::<Vec<_>>(),
            "your_move": m.your_move(),
            "you_lost": m.you_lost(),
            "you_took_the_last": m.you_took_the_last(),
            "i_lost": m.i_lost(),
            "i_took_the_last": m.i_took_the_last(),
            "hope_for_a_mistake": m.hope_for_a_mistake(),
        })
    };
    json!({
        "max_pile": MAX_PILE,
        "max_take": rules.max_take,
        "misere": rules.misere,
        "lost_pile": rules.lost_pile(),
        "mover_wins_at_end": rules.mover_wins_at_end(),
        "lost": lost,
        "computer": computer,
        "words": { "en": words(Lang::En), "ru": words(Lang::Ru) },
    })
}
