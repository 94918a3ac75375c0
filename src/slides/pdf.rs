//! A deck printed to PDF by headless Chromium: the HTML page written to a private folder,
//! printed with the presenter's print style (a 1280 × 720 page a slide, or a page a step when
//! the address asks for `#print-steps`), and the PDF written atomically where it was asked.
//! Chromium runs with a new empty profile and no background networking; the page needs no
//! network. A Chromium that does not finish within [`PRINT_TIME`] is stopped.

use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use crate::messages::Said;

use super::scratch::Scratch;
use crate::input::{read_bytes, Source, What};

/// The longest a print may take.
const PRINT_TIME: Duration = Duration::from_secs(120);

/// The largest PDF read back.
const MAX_PDF_BYTES: u64 = 1 << 30;

/// What the PDF Chromium printed is read as.
const PRINTED: What = What::new(
    "the printed deck",
    "напечатанную презентацию",
    "напечатанной презентации",
);

/// The browsers tried, in order.
const BROWSERS: [&str; 4] = ["chromium", "chromium-browser", "google-chrome", "chrome"];

/// Prints the page `html` to the PDF `out`: a page a slide, or a page a step with `steps`.
pub fn print(html: &str, out: &Path, steps: bool) -> anyhow::Result<()> {
    let browser = browser().ok_or_else(|| {
        Said::new(
            "printing a deck to PDF needs Chromium (Debian: apt-get install chromium); or write the deck as HTML (--format html) and print it from any browser",
            "чтобы напечатать презентацию в PDF, нужен Chromium (Debian: apt-get install chromium); или запишите её как HTML (--format html) и напечатайте из любого браузера",
        )
    })?;
    let folder = Scratch::new("print")?;
    let page = folder.path().join("deck.html");
    let pdf = folder.path().join("deck.pdf");
    puzzlelab_files::write(&page, html.as_bytes())
        .map_err(|e| crate::messages::cannot_write(&page).because(e))?;
    let address = format!(
        "file://{}{}",
        page.display(),
        if steps { "#print-steps" } else { "" }
    );
    let mut child = Command::new(&browser)
        .args([
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--no-first-run",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--no-pdf-header-footer",
        ])
        .arg(format!(
            "--user-data-dir={}",
            folder.path().join("profile").display()
        ))
        .arg(format!("--print-to-pdf={}", pdf.display()))
        .arg(address)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .map_err(|e| {
            Said::new(
                format!("{browser} could not be started"),
                format!("не удалось запустить {browser}"),
            )
            .because(e)
        })?;
    let began = Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait()? {
            break status;
        }
        if began.elapsed() > PRINT_TIME {
            let _ = child.kill();
            let _ = child.wait();
            let seconds = PRINT_TIME.as_secs();
            return Err(Said::new(
                format!("{browser} did not print the deck within {seconds} s"),
                format!("{browser} не напечатал презентацию за {seconds} с"),
            )
            .into());
        }
        std::thread::sleep(Duration::from_millis(50));
    };
    let bytes = pdf
        .exists()
        .then(|| read_bytes(Source::of(&pdf), MAX_PDF_BYTES, PRINTED))
        .transpose()?
        .filter(|b| b.starts_with(b"%PDF"))
        .ok_or_else(|| {
            Said::new(
                format!("{browser} printed no PDF (it ended with {status})"),
                format!("{browser} не напечатал PDF (он завершился: {status})"),
            )
        })?;
    puzzlelab_files::write(out, &bytes)?;
    Ok(())
}

/// The first browser of [`BROWSERS`] on the `PATH`.
fn browser() -> Option<String> {
    let path = std::env::var_os("PATH")?;
    BROWSERS.iter().find_map(|name| {
        std::env::split_paths(&path)
            .map(|dir| dir.join(name))
            .find(|p| p.is_file())
            .map(|p| p.display().to_string())
    })
}
