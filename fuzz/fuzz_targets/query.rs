//! The server's query decoder on any text: it refuses or decodes, never panics; what it decodes
//! has every key once and no control character but line ends and tabs.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|bytes: &[u8]| {
    let text = String::from_utf8_lossy(bytes);
    if let Ok(pairs) = puzzlelab::serve::request::parse_query(&text) {
        let mut keys: Vec<&str> = pairs.iter().map(|(k, _)| k.as_str()).collect();
        keys.sort_unstable();
        keys.dedup();
        assert_eq!(keys.len(), pairs.len());
        let visible = |s: &str| !s.chars().any(|c| c.is_control() && !"\t\r\n".contains(c));
        assert!(pairs.iter().all(|(k, v)| visible(k) && visible(v)));
    }
});
