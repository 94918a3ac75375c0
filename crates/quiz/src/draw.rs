//! Numbers drawn the same way on every machine. A question is named by its seed, and the page
//! (WebAssembly, 32-bit) must make the question the command line (64-bit) makes: `rand` draws
//! a `usize` range from a word of the machine's width, so every range here is drawn as `u64`
//! and converted.

use std::ops::RangeInclusive;

use rand::Rng;

/// A whole number type a range can be drawn in, through `u64`.
pub(crate) trait Whole: Copy {
    /// The number as a `u64`.
    fn wide(self) -> u64;
    /// The number back from a `u64` that came from this type.
    fn narrow(wide: u64) -> Self;
}

impl Whole for u64 {
    fn wide(self) -> u64 {
        self
    }
    fn narrow(wide: u64) -> u64 {
        wide
    }
}

impl Whole for usize {
    fn wide(self) -> u64 {
        self as u64
    }
    fn narrow(wide: u64) -> usize {
        wide as usize
    }
}

impl Whole for u32 {
    fn wide(self) -> u64 {
        u64::from(self)
    }
    fn narrow(wide: u64) -> u32 {
        wide as u32
    }
}

/// A number of `range` (both ends included), drawn alike on every machine.
pub(crate) fn between<T: Whole, R: Rng + ?Sized>(rng: &mut R, range: RangeInclusive<T>) -> T {
    T::narrow(rng.gen_range(range.start().wide()..=range.end().wide()))
}

/// A number below `end` (at least 0), drawn alike on every machine.
pub(crate) fn below<T: Whole, R: Rng + ?Sized>(rng: &mut R, end: T) -> T {
    T::narrow(rng.gen_range(0..end.wide()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    #[test]
    fn a_usize_is_drawn_as_a_u64_is() {
        let mut a = ChaCha8Rng::seed_from_u64(5);
        let mut b = ChaCha8Rng::seed_from_u64(5);
        for _ in 0..100 {
            assert_eq!(
                between(&mut a, 3usize..=30) as u64,
                between(&mut b, 3u64..=30)
            );
            assert_eq!(below(&mut a, 16usize) as u64, below(&mut b, 16u64));
        }
    }
}
