//! The limits every long computation runs under, as the command line writes them: one node
//! flag, one duration syntax (`30s`, `2m`, `500ms`, or plain seconds) and one size syntax
//! (`200MB`, `2GB`, `512KB`) for every command.

use std::time::Duration;

use puzzlelab_solvers::search::Limits;

/// `--max-nodes`, `--timeout`, `--max-memory`: shared by every command that searches.
#[derive(clap::Args, Clone, Debug)]
pub struct LimitArgs {
    /// Stop after this many node expansions (SAT: this many horizons).
    #[arg(long, value_name = "N")]
    pub max_nodes: Option<u64>,
    /// Stop after this much time: seconds, or with a unit (500ms, 30s, 2m).
    #[arg(long, value_name = "DURATION", value_parser = parse_duration, default_value = "5m")]
    pub timeout: Duration,
    /// Stop before the search's tables pass this size (200MB, 2GB, 512KB).
    #[arg(long, value_name = "SIZE", value_parser = parse_bytes, default_value = "2GB")]
    pub max_memory: u64,
}

impl LimitArgs {
    /// The limits of a search (a board keeps its cells in place: nothing on the heap).
    pub fn limits(&self) -> Limits {
        Limits {
            max_nodes: self.max_nodes,
            timeout: Some(self.timeout),
            max_memory: Some(self.max_memory),
            heap_bytes_per_node: 0,
        }
    }
}

/// A duration: `500ms`, `30s`, `2m`, or a plain number of seconds (`1.5`).
pub fn parse_duration(text: &str) -> Result<Duration, String> {
    let t = text.trim();
    let (number, scale) = if let Some(n) = t.strip_suffix("ms") {
        (n, 0.001)
    } else if let Some(n) = t.strip_suffix('s') {
        (n, 1.0)
    } else if let Some(n) = t.strip_suffix('m') {
        (n, 60.0)
    } else if let Some(n) = t.strip_suffix('h') {
        (n, 3600.0)
    } else {
        (t, 1.0)
    };
    let value: f64 = number
        .trim()
        .parse()
        .map_err(|_| format!("'{text}' is not a duration (try 30s, 500ms, 2m)"))?;
    if !(value > 0.0 && value.is_finite() && value * scale < 1e9) {
        return Err(format!("'{text}' is not a positive duration"));
    }
    Ok(Duration::from_secs_f64(value * scale))
}

/// A size in bytes: `200MB`, `2GB`, `512KB`, `64B`, or a plain number of bytes.
pub fn parse_bytes(text: &str) -> Result<u64, String> {
    let t = text.trim().to_ascii_uppercase();
    let units = [
        ("GB", 1e9),
        ("G", 1e9),
        ("MB", 1e6),
        ("M", 1e6),
        ("KB", 1e3),
        ("K", 1e3),
        ("B", 1.0),
    ];
    let (number, scale) = units
        .iter()
        .find_map(|&(u, s)| t.strip_suffix(u).map(|n| (n.to_string(), s)))
        .unwrap_or((t.clone(), 1.0));
    let value: f64 = number
        .trim()
        .parse()
        .map_err(|_| format!("'{text}' is not a size (try 200MB, 2GB)"))?;
    if !(value * scale >= 1.0 && value.is_finite() && value * scale < 1e18) {
        return Err(format!("'{text}' is not a size of one byte or more"));
    }
    Ok((value * scale) as u64)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn durations_in_every_unit() {
        assert_eq!(parse_duration("500ms"), Ok(Duration::from_millis(500)));
        assert_eq!(parse_duration("30s"), Ok(Duration::from_secs(30)));
        assert_eq!(parse_duration("2m"), Ok(Duration::from_secs(120)));
        assert_eq!(parse_duration("1.5"), Ok(Duration::from_millis(1500)));
        for bad in ["", "x", "-1", "0", "NaN", "inf", "1e300"] {
            assert!(parse_duration(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn sizes_in_every_unit() {
        assert_eq!(parse_bytes("200MB"), Ok(200_000_000));
        assert_eq!(parse_bytes("2gb"), Ok(2_000_000_000));
        assert_eq!(parse_bytes("512K"), Ok(512_000));
        assert_eq!(parse_bytes("64"), Ok(64));
        for bad in ["", "MB", "-5MB", "0", "1e30GB"] {
            assert!(parse_bytes(bad).is_err(), "{bad}");
        }
    }
}
