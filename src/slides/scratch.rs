//! A folder of this process's own under the system's temporary folder, removed when dropped:
//! where the deck's pictures are drawn and its page printed.

use std::path::{Path, PathBuf};

/// A private folder, removed with everything in it when dropped.
pub struct Scratch(PathBuf);

impl Scratch {
    /// A new empty folder named for `what`, this process and the time.
    pub fn new(what: &str) -> std::io::Result<Scratch> {
        let nanos = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.subsec_nanos());
        let dir =
            std::env::temp_dir().join(format!("puzzlelab-{what}-{}-{nanos}", std::process::id()));
        std::fs::create_dir(&dir)?;
        Ok(Scratch(dir))
    }

    /// The folder.
    pub fn path(&self) -> &Path {
        &self.0
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}
