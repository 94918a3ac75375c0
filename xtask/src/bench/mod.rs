//! `cargo xtask bench ...`: measurements, reported in CPU time so that a loaded machine still
//! gives comparable figures.

mod certify;
mod render;
mod sat;
mod search;
mod solvers;

pub use solvers::{Record, Summary};

use clap::Subcommand;

/// The bench subcommands.
#[derive(Subcommand)]
pub enum Command {
    /// Nodes per CPU second of the fast sliding-puzzle IDA*, on seeded instances.
    Search(search::Args),
    /// The playback GIF: our fixed-palette, changed-rectangle encoder against plotters' own GIF
    /// backend, on the same frames.
    Render(render::Args),
    /// The SAT encodings on seeded boards: formula sizes, time to find, time to prove optimal.
    Sat(sat::Args),
    /// Certificates of optimality: solve and write, check with ours and with rate, proof sizes.
    Certify(certify::Args),
    /// Optimal 15-puzzle solvers on Korf's 100, seeded random boards and the 80-move positions,
    /// with peers side by side.
    Solvers(Box<solvers::Args>),
}

/// Runs one `bench` subcommand.
pub fn run(cmd: Command) -> anyhow::Result<()> {
    match cmd {
        Command::Search(args) => search::run(args),
        Command::Render(args) => render::run(args),
        Command::Sat(args) => sat::run(args),
        Command::Certify(args) => certify::run(args),
        Command::Solvers(args) => solvers::run(*args),
    }
}

/// Today's date in UTC, `YYYY-MM-DD` (days since 1970 turned into the civil calendar).
fn today() -> String {
    let secs = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    let days = (secs / 86_400) as i64 + 719_468; // days since 0000-03-01
    let era = days.div_euclid(146_097);
    let day_of_era = days.rem_euclid(146_097);
    let year_of_era =
        (day_of_era - day_of_era / 1460 + day_of_era / 36_524 - day_of_era / 146_096) / 365;
    let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
    let month_index = (5 * day_of_year + 2) / 153; // March is 0
    let day = day_of_year - (153 * month_index + 2) / 5 + 1;
    let month = if month_index < 10 {
        month_index + 3
    } else {
        month_index - 9
    };
    let year = year_of_era + era * 400 + i64::from(month <= 2);
    format!("{year:04}-{month:02}-{day:02}")
}

/// The processor's name as the system gives it (Linux's `/proc/cpuinfo`; "unknown" elsewhere).
fn cpu_model() -> String {
    std::fs::read_to_string("/proc/cpuinfo")
        .ok()
        .and_then(|info| {
            info.lines()
                .find(|l| l.starts_with("model name"))
                .and_then(|l| l.split_once(':'))
                .map(|(_, name)| name.trim().to_string())
        })
        .unwrap_or_else(|| "unknown".into())
}

/// The cores the process may use.
fn cores() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_date_is_a_calendar_date() {
        let date = super::today();
        let parts: Vec<u32> = date.split('-').map(|p| p.parse().unwrap()).collect();
        assert!(parts[0] >= 2024 && (1..=12).contains(&parts[1]) && (1..=31).contains(&parts[2]));
    }
}
