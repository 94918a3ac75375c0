//! The "How fast" page's tables (`bench-NAME.md`, `bench-NAME-ru.md`), made from the bench
//! records committed in `docs/bench/`: each record is the `--json` of one `cargo xtask bench
//! solvers` run, committed with the code it measured, so a table is never typed and never
//! measured again while the site is built.

use std::fmt::Write as _;
use std::fs;
use std::path::Path;

use anyhow::Context;

use puzzlelab_rules::Lang;

use super::messages::Messages;
use super::Out;

/// The bench records the "How fast" page shows, in `docs/bench/`: each one the `--json` output
/// of one `cargo xtask bench solvers` run.
pub const BENCH_RECORDS: &[&str] = &["korf", "random", "hard", "korf24"];

/// The "How fast" tables, `bench-NAME.md` and `bench-NAME-ru.md`, from the bench records: the
/// figures as the bench wrote them, none typed.
fn bench_tables() -> anyhow::Result<Vec<(String, String)>> {
    let docs = Path::new(env!("CARGO_MANIFEST_DIR")).join("../docs/bench");
    let mut out = Vec::new();
    for name in BENCH_RECORDS {
        let path = docs.join(format!("{name}.json"));
        let text =
            fs::read_to_string(&path).with_context(|| format!("cannot read {}", path.display()))?;
        let record: crate::bench::Record = serde_json::from_str(&text)
            .with_context(|| format!("{} is not a bench record", path.display()))?;
        out.push((format!("bench-{name}.md"), bench_table(&record, Lang::En)));
        out.push((
            format!("bench-{name}-ru.md"),
            bench_table(&record, Lang::Ru),
        ));
    }
    Ok(out)
}

/// One bench record as a table, with the command, the day and the machine above it.
fn bench_table(record: &crate::bench::Record, lang: Lang) -> String {
    let words = Messages::new(lang);
    let mut t = String::new();
    let date = words.date(&record.date);
    let measured = words.measured(&date, &record.cpu, record.cores, &record.command);
    let _ = writeln!(t, "{measured}\n");
    let heads = words.solver_heads();
    let _ = writeln!(t, "| {} |", heads.join(" | "));
    let _ = writeln!(t, "|{}", "---|".repeat(heads.len()));
    for r in &record.results {
        let generated = if r.generated > 0 {
            lang.int(r.mean_generated.round() as u64)
        } else {
            "—".to_string()
        };
        let _ = writeln!(
            t,
            "| {} | {}/{} | {} | {} | {} | {generated} | {} |",
            r.solver,
            r.solved,
            r.instances,
            lang.decimal(r.total_cpu_s, 2),
            lang.decimal(r.total_wall_s, 2),
            lang.decimal(r.cpu_ratio, 2),
            lang.int(r.tables_mb.round() as u64),
        );
    }
    for r in record.results.iter().filter(|r| !r.each.is_empty()) {
        let heads = words.instance_heads();
        let _ = writeln!(t, "\n{}:\n", r.solver);
        let _ = writeln!(t, "| {} |", heads.join(" | "));
        let _ = writeln!(t, "|{}", "---|".repeat(heads.len()));
        for e in &r.each {
            let _ = writeln!(
                t,
                "| {} | {} | {} | {} | {} | {} |",
                e.number,
                e.moves,
                lang.int(e.expanded),
                lang.int(e.paper_expanded),
                lang.decimal(e.expanded as f64 / e.paper_expanded as f64, 2),
                lang.decimal(e.cpu_s, 1),
            );
        }
    }
    t
}

/// Writes every bench table.
pub(super) fn write(write: Out) -> anyhow::Result<()> {
    for (file, text) in bench_tables()? {
        write(&file, &text)?;
    }
    Ok(())
}
