//! The server's request-head parser on any bytes: it refuses or reads, never panics, and a head
//! it reads names a path of the server in visible text.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|bytes: &[u8]| {
    if let Ok(head) = puzzlelab::serve::http::parse_head(bytes) {
        assert!(head.path.starts_with('/'));
        assert!(!head.path.contains(['?', ' ']));
        assert!(!head.query.bytes().any(|b| b.is_ascii_control()));
    }
});
