//! The two game solvers side by side on Bachet's game: retrograde analysis of the piles
//! `0..=N` against the memoised minimax from `N` (solved bottom-up, so its recursion stays
//! shallow), and the full proof of the closed form for one rule set.
//!
//! `cargo bench -p puzzlelab-solvers --bench game`

use std::hint::black_box;

use criterion::{criterion_group, criterion_main, Criterion};
use puzzlelab_rules::bachet::BachetRules;
use puzzlelab_solvers::game::bachet::{prove_closed_form, BachetGame};
use puzzlelab_solvers::game::tree::GameTree;
use puzzlelab_solvers::game::Minimax;
use puzzlelab_solvers::search::{Limits, NoObserver};

const N: u64 = 10_000;

fn solvers(c: &mut Criterion) {
    let game = BachetGame::new(BachetRules::LESSON);
    let mut group = c.benchmark_group("bachet 0..=10000, take 1..3");
    let none = Limits::none();
    group.bench_function("retrograde", |b| {
        b.iter(|| black_box(game.solve_upto(N, &none, &mut NoObserver)))
    });
    group.bench_function("memoised minimax", |b| {
        b.iter(|| {
            let mut minimax = Minimax::new(&game, &none);
            for pile in 0..=N {
                let _ = black_box(minimax.solve(&pile, &mut NoObserver));
            }
        })
    });
    group.finish();
    c.bench_function("prove closed form, take 1..10, N <= 1000", |b| {
        let rules = BachetRules::new(10, true).unwrap();
        b.iter(|| black_box(prove_closed_form(&rules, 1000, &none)))
    });
    c.bench_function("full tree of 13 (3,736 nodes)", |b| {
        b.iter(|| black_box(GameTree::full(&BachetRules::LESSON, 13, &none)))
    });
}

criterion_group!(benches, solvers);
criterion_main!(benches);
