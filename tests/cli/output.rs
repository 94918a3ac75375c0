//! Standard output closed under the program (`| head`) ends it quietly with success; `--out`
//! writes a regular file or standard output (`-`), and never replaces a device, a pipe, a
//! socket or a folder, nor what a link to one points to.

use std::os::unix::fs::{FileTypeExt, MetadataExt};
use std::path::Path;

use super::runner::{head_1, puzzlelab, scratch};

/// Makes a node at `path` (`S_IFCHR` with the device's numbers, or `S_IFIFO`); false where
/// this user may not make devices.
fn make_node(path: &Path, kind: libc::mode_t, major: u32, minor: u32) -> bool {
    let name = std::ffi::CString::new(path.display().to_string()).unwrap();
    // SAFETY: a valid C string that outlives the call.
    unsafe { libc::mknod(name.as_ptr(), kind | 0o666, libc::makedev(major, minor)) == 0 }
}

#[test]
fn out_never_replaces_a_device_a_pipe_or_a_folder_nor_through_a_link() {
    let dir = scratch("out-special");
    let mut targets = vec![dir.join("folder")];
    std::fs::create_dir(&targets[0]).unwrap();
    let pipe = dir.join("pipe");
    assert!(make_node(&pipe, libc::S_IFIFO, 0, 0));
    targets.push(pipe);
    // private copies of /dev/null (1, 3) and /dev/full (1, 7): the machine's own are never used
    for (name, minor) in [("null", 3), ("full", 7)] {
        let device = dir.join(name);
        if make_node(&device, libc::S_IFCHR, 1, minor) {
            targets.push(device);
        } else {
            eprintln!("this user may not make devices: {name} not tried");
        }
    }
    for target in targets.clone() {
        let name = target.file_name().unwrap().to_string_lossy().into_owned();
        let link = dir.join(format!("link-to-{name}"));
        std::os::unix::fs::symlink(&target, &link).unwrap();
        targets.push(link);
    }
    for (n, target) in targets.iter().enumerate() {
        let out = target.display().to_string();
        // a figure's format is named by its extension: a .png link to the same target
        let png = dir.join(format!("figure-{n}.png"));
        std::os::unix::fs::symlink(target, &png).unwrap();
        let png = png.display().to_string();
        let before = std::fs::metadata(target).unwrap();
        for args in [
            vec![
                "sat",
                "dimacs",
                "1 2 3 4 5 6 7 0 8",
                "--horizon",
                "1",
                "--out",
                &out,
            ],
            vec!["fifteen", "trace", "1 2 3 4 5 6 7 0 8", "--out", &out],
            vec!["render", "board", "1 2 3 4 5 6 7 0 8", "--out", &png],
        ] {
            let run = puzzlelab(&args)
                .within(std::time::Duration::from_secs(60))
                .run();
            assert_eq!(run.code, 2, "{args:?}: {}", run.stderr);
            assert!(!run.hung, "{args:?}");
            assert!(run.stderr.contains("only a regular file"), "{}", run.stderr);
            assert!(!run.stderr.contains("wrote"), "{}", run.stderr);
        }
        let after = std::fs::metadata(target).unwrap();
        assert_eq!(before.file_type(), after.file_type(), "{out}");
        assert_eq!(
            (before.ino(), before.rdev()),
            (after.ino(), after.rdev()),
            "{out}"
        );
    }
    for device in ["null", "full"].map(|name| dir.join(name)) {
        if device.exists() {
            assert!(std::fs::metadata(&device)
                .unwrap()
                .file_type()
                .is_char_device());
        }
    }
}

#[test]
fn out_dash_is_standard_output() {
    let run = puzzlelab(&["fifteen", "trace", "1 2 3 4 5 6 7 0 8", "--out", "-"]).run();
    assert!(run.ok(), "{}", run.stderr);
    let trace: serde_json::Value = serde_json::from_str(&run.stdout).unwrap();
    assert_eq!(trace["status"], "solved");
    let run = puzzlelab(&[
        "sat",
        "dimacs",
        "1 2 3 4 5 6 7 0 8",
        "--horizon",
        "1",
        "--out",
        "-",
    ])
    .run();
    assert!(run.ok(), "{}", run.stderr);
    assert!(
        run.stdout.lines().any(|l| l.starts_with("p cnf ")),
        "{}",
        run.stdout
    );
}

#[test]
fn a_closed_stdout_ends_quietly_after_bachet_table_upto_100000() {
    let (line, run) = head_1(&["bachet", "table", "--upto", "100000"]);
    assert!(!line.is_empty());
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(
        run.stderr.is_empty(),
        "nothing on stderr, no panic: {}",
        run.stderr
    );
}

#[test]
fn a_closed_stdout_ends_quietly_after_a_game_tree_in_json() {
    let (_, run) = head_1(&["bachet", "tree", "12", "--json"]);
    assert_eq!((run.code, run.stderr.as_str()), (0, ""));
}

#[test]
fn a_closed_stdout_ends_quietly_after_the_first_row_of_a_board() {
    let args = [
        "fifteen", "shuffle", "--size", "8x8", "--seed", "1", "--format", "rows",
    ];
    let (_, run) = head_1(&args);
    assert_eq!((run.code, run.stderr.as_str()), (0, ""));
}

/// The help and the version clap writes go through the program's output: a full output is an
/// error said on stderr (exit 2), not a silent success; a closed pipe still ends quietly.
#[test]
fn help_and_version_into_a_full_output_fail_with_the_reason() {
    for args in [
        &["--help"][..],
        &["--version"],
        &["fifteen", "solve", "--help"],
    ] {
        let run = puzzlelab(args).stdout_file("/dev/full").run();
        assert_eq!(run.code, 2, "{args:?}: {}", run.stderr);
        assert!(
            run.stderr.contains("No space left on device"),
            "{args:?}: {}",
            run.stderr
        );
        let run = puzzlelab(args).run();
        assert_eq!(run.code, 0, "{args:?}: {}", run.stderr);
        assert!(run.stdout.contains("puzzlelab"), "{args:?}: {}", run.stdout);
    }
    let (line, run) = head_1(&["--help"]);
    assert!(!line.is_empty());
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(run.stderr.is_empty(), "{}", run.stderr);
    // a mistake in the arguments is still clap's, on stderr, with exit 2
    let run = puzzlelab(&["fifteen", "--no-such-flag"]).run();
    assert_eq!(run.code, 2);
    assert!(run.stderr.starts_with("error:"), "{}", run.stderr);
}
