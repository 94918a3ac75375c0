//! The module's face to the page, compiled for WebAssembly only: three exports and two
//! imports, plain numbers across the boundary, text as UTF-8 bytes in the module's memory.
//!
//! - `alloc(len) -> ptr` gives the page room for a request; `free(ptr, len)` takes it back.
//! - `answer(ptr, len) -> len` reads the request there and answers it; the answer's bytes
//!   are at `answer_ptr()` until the next answer.
//! - The page gives `puzzlelab.now()`, the time in milliseconds (`performance.now()`), which
//!   every time limit and statistic reads, and `puzzlelab.tell(ptr, len)`, which hears a build
//!   of pattern databases as it goes.

use std::cell::RefCell;
use std::time::Duration;

use crate::Engine;

#[link(wasm_import_module = "puzzlelab")]
extern "C" {
    fn now() -> f64;
    fn tell(ptr: *const u8, len: usize);
}

thread_local! {
    /// The page's one engine, made on the first request.
    static ENGINE: RefCell<Option<Engine>> = const { RefCell::new(None) };
    /// The last answer, read by the page at `answer_ptr()`.
    static ANSWER: RefCell<String> = const { RefCell::new(String::new()) };
}

/// The page's clock, for `puzzlelab_solvers::clock`.
fn page_time() -> Duration {
    // SAFETY: an import with no arguments that returns a number
    let ms = unsafe { now() };
    Duration::from_secs_f64((ms / 1000.0).max(0.0))
}

/// Tells the page a line (a build's progress).
fn tell_page(line: &str) {
    // SAFETY: the page reads `len` bytes at `ptr` in this module's memory before returning
    unsafe { tell(line.as_ptr(), line.len()) }
}

/// Room for `len` bytes, which the page fills with a request.
#[no_mangle]
pub extern "C" fn alloc(len: usize) -> *mut u8 {
    let mut room = Vec::<u8>::with_capacity(len);
    let ptr = room.as_mut_ptr();
    std::mem::forget(room);
    ptr
}

/// Takes back the room `alloc(len)` gave at `ptr`.
///
/// # Safety
/// `ptr` and `len` must be those of one `alloc`, freed once.
#[no_mangle]
pub unsafe extern "C" fn free(ptr: *mut u8, len: usize) {
    drop(Vec::from_raw_parts(ptr, 0, len));
}

/// Answers the request of `len` bytes at `ptr`; the answer's length (its bytes at
/// [`answer_ptr`]).
///
/// # Safety
/// `ptr` must hold `len` bytes the page wrote.
#[no_mangle]
pub unsafe extern "C" fn answer(ptr: *const u8, len: usize) -> usize {
    let bytes = std::slice::from_raw_parts(ptr, len);
    let request = String::from_utf8_lossy(bytes);
    puzzlelab_solvers::clock::set_source(page_time);
    let text = ENGINE.with(|engine| {
        let mut engine = engine.borrow_mut();
        engine
            .get_or_insert_with(|| Engine::new(tell_page))
            .answer(&request)
    });
    ANSWER.with(|answer| {
        *answer.borrow_mut() = text;
        answer.borrow().len()
    })
}

/// Where the last answer's bytes are.
#[no_mangle]
pub extern "C" fn answer_ptr() -> *const u8 {
    ANSWER.with(|answer| answer.borrow().as_ptr())
}
