//! The built site's files, and nothing else: a path is decoded, made only of plain names (no
//! `..`, no root), and the file it names, once every symbolic link is followed, must be a
//! regular file inside the site's folder. A link inside the site that points out of it, a
//! named pipe, a device or a socket is answered as missing.

use std::fs::File;
use std::path::{Component, Path, PathBuf};

use super::http::Framing;
use super::request::decode;

/// The site's folder.
pub struct Site {
    root: PathBuf,
}

impl Site {
    /// The site in `dir` (it need not exist yet: every file is then missing).
    pub fn new(dir: &Path) -> Site {
        Site {
            root: dir.canonicalize().unwrap_or_else(|_| dir.to_path_buf()),
        }
    }

    /// Whether the site has been built: its front page is there.
    pub fn is_built(&self) -> bool {
        self.root.join("index.html").is_file()
    }

    /// The file a URL path names, opened, with its length, its content type and who may frame
    /// it; `None` for anything that is not a regular file inside the site.
    pub fn file(&self, path: &str) -> Option<(File, u64, &'static str, Framing)> {
        let path = decode(path, false).ok()?;
        let relative = Path::new(path.trim_start_matches('/'));
        if relative
            .components()
            .any(|c| !matches!(c, Component::Normal(_)))
        {
            return None;
        }
        let mut file = self.root.join(relative);
        if file.is_dir() {
            file.push("index.html");
        }
        let real = file.canonicalize().ok()?;
        if !real.starts_with(&self.root) || !std::fs::metadata(&real).ok()?.is_file() {
            return None;
        }
        let (opened, length) = crate::input::stream_file(&real)?;
        Some((opened, length, content_type(&real), self.framing(&real)))
    }

    /// Who may frame the file at `real` (a path inside the site, every link followed): any
    /// page the embeddable player, in either language, no page any other file. What the
    /// player's page loads (its scripts, styles and engine) is no page and needs no frame.
    fn framing(&self, real: &Path) -> Framing {
        let embeddable = EMBEDDABLE
            .iter()
            .any(|page| real.strip_prefix(&self.root) == Ok(Path::new(page)));
        if embeddable {
            Framing::Anywhere
        } else {
            Framing::Nowhere
        }
    }
}

/// The pages made to be framed by other sites: the embeddable player, English and Russian.
const EMBEDDABLE: [&str; 2] = ["embed.html", "ru/embed.html"];

/// The content type of a file of the site, by its extension.
fn content_type(file: &Path) -> &'static str {
    match file.extension().and_then(|e| e.to_str()).unwrap_or("") {
        "html" => "text/html; charset=utf-8",
        "css" => "text/css; charset=utf-8",
        "js" => "text/javascript; charset=utf-8",
        "json" => "application/json",
        "svg" => "image/svg+xml",
        "png" => "image/png",
        "gif" => "image/gif",
        "woff2" => "font/woff2",
        "woff" => "font/woff",
        "ttf" => "font/ttf",
        "txt" | "md" => "text/plain; charset=utf-8",
        _ => "application/octet-stream",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_regular_files_inside_the_site_are_served() {
        let base = std::env::temp_dir().join(format!("puzzlelab-site-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&base);
        let root = base.join("site");
        std::fs::create_dir_all(root.join("a b")).unwrap();
        std::fs::write(root.join("a b/page.html"), "<p>").unwrap();
        std::fs::write(root.join("index.html"), "<p>").unwrap();
        std::fs::write(base.join("secret.txt"), "secret").unwrap();
        std::os::unix::fs::symlink(base.join("secret.txt"), root.join("leak.txt")).unwrap();
        std::os::unix::fs::symlink(&base, root.join("up")).unwrap();
        std::os::unix::fs::symlink("index.html", root.join("home.html")).unwrap();
        let site = Site::new(&root);
        assert!(site.file("/a%20b/page.html").is_some());
        std::fs::create_dir_all(root.join("ru")).unwrap();
        std::fs::write(root.join("embed.html"), "<p>").unwrap();
        std::fs::write(root.join("ru/embed.html"), "<p>").unwrap();
        std::os::unix::fs::symlink("../index.html", root.join("a b/embed.html")).unwrap();
        std::os::unix::fs::symlink("embed.html", root.join("player.html")).unwrap();
        let framing = |path: &str| site.file(path).map(|(_, _, _, framing)| framing);
        for (path, framed) in [
            ("/embed.html", Framing::Anywhere),
            ("/%65mbed.html", Framing::Anywhere),
            ("/ru/embed.html", Framing::Anywhere),
            ("/player.html", Framing::Anywhere),
            ("/index.html", Framing::Nowhere),
            ("/", Framing::Nowhere),
            ("/a%20b/embed.html", Framing::Nowhere),
            ("/home.html", Framing::Nowhere),
        ] {
            assert_eq!(framing(path), Some(framed), "{path}");
        }
        assert!(site.file("/").is_some());
        assert!(
            site.file("/home.html").is_some(),
            "a link inside the site is followed"
        );
        for outside in [
            "/leak.txt",
            "/up/secret.txt",
            "/../secret.txt",
            "/%2e%2e/secret.txt",
            "/a%00",
        ] {
            assert!(site.file(outside).is_none(), "{outside}");
        }
        std::fs::remove_dir_all(&base).unwrap();
    }
}
