// The page's engine: puzzlelab's own rules and solvers, compiled to WebAssembly by
// `cargo xtask docs` (crates/engine), run in a Web Worker so that the page never freezes.
// The module comes inside the site as a script (engine-wasm.js sets PUZZLELAB_WASM, the bytes
// in base64), because a page opened from file:// may not fetch a file; the worker is made from
// this script's own text for the same reason. A request is the command line's words as JSON
// ({"board": "...", "algo": "astar", "heuristic": "manhattan", "lang": "ru", ...}); the answer
// is the engine's: {"status": 0, "trace": ...}, {"status": 0, "result": ...}, or a refusal
// {"status": 2, "error": "..."}. Cancel ends the worker and starts a fresh one.
(function () {
    "use strict";

    // The worker's whole program: instantiate the module, then answer each request in turn.
    function worker() {
        var exports = null, memory = null, current = null;
        var decoder = new TextDecoder(), encoder = new TextEncoder();
        function text(ptr, len) { return decoder.decode(new Uint8Array(memory.buffer, ptr, len)); }
        var imports = {
            puzzlelab: {
                now: function () { return performance.now(); },
                tell: function (ptr, len) { postMessage({ id: current, progress: JSON.parse(text(ptr, len)) }); }
            }
        };
        onmessage = function (e) {
            if (e.data.module) {
                WebAssembly.instantiate(e.data.module, imports).then(function (instance) {
                    exports = instance.exports;
                    memory = exports.memory;
                    postMessage({ ready: true });
                }, function (err) { postMessage({ failed: String(err) }); });
                return;
            }
            current = e.data.id;
            var started = performance.now();
            try {
                var bytes = encoder.encode(JSON.stringify(e.data.request));
                var ptr = exports.alloc(bytes.length);
                new Uint8Array(memory.buffer, ptr, bytes.length).set(bytes);
                var len = exports.answer(ptr, bytes.length);
                exports.free(ptr, bytes.length);
                var answer = JSON.parse(text(exports.answer_ptr(), len));
                postMessage({ id: current, answer: answer, ms: performance.now() - started });
            } catch (err) {
                // a panic ends the module: this worker is spent, the page makes another
                postMessage({ id: current, crashed: String(err) });
            }
        };
    }

    // The module, compiled once for every worker of the page.
    var compiled = null;
    function module() {
        if (!compiled) {
            var raw = atob(window.PUZZLELAB_WASM), bytes = new Uint8Array(raw.length);
            for (var i = 0; i < raw.length; i++) { bytes[i] = raw.charCodeAt(i); }
            compiled = WebAssembly.compile(bytes);
        }
        return compiled;
    }

    // One engine: a worker and its queue of requests, answered in order.
    function Engine() {
        this.next = 1;
        this.waiting = {};
        this.start();
    }
    Engine.prototype.start = function () {
        var self = this;
        var source = "(" + worker.toString() + ")();";
        var url = URL.createObjectURL(new Blob([source], { type: "text/javascript" }));
        this.worker = new Worker(url);
        URL.revokeObjectURL(url);
        var thread = this.worker;
        this.ready = new Promise(function (resolve, reject) {
            self.worker.onmessage = function (e) {
                var m = e.data;
                if (m.ready) { resolve(); return; }
                if (m.failed) { reject(new Error(m.failed)); return; }
                var asked = self.waiting[m.id];
                if (!asked) { return; }
                if (m.progress) { if (asked.progress) { asked.progress(m.progress); } return; }
                delete self.waiting[m.id];
                if (m.crashed) {
                    asked.reject(new Error(m.crashed));
                    self.restart();
                    return;
                }
                m.answer.ms = m.ms;
                asked.resolve(m.answer);
            };
        });
        module().then(function (m) { thread.postMessage({ module: m }); });
    };
    Engine.prototype.restart = function () {
        this.worker.terminate();
        this.start();
    };
    // The answer to `request`, a promise; `progress` hears a build of pattern databases.
    Engine.prototype.run = function (request, progress) {
        var self = this, id = this.next++;
        return this.ready.then(function () {
            return new Promise(function (resolve, reject) {
                self.waiting[id] = { resolve: resolve, reject: reject, progress: progress };
                self.worker.postMessage({ id: id, request: request });
            });
        });
    };
    // Stops every request in flight (each is rejected with `cancelled`) and starts afresh.
    Engine.prototype.cancel = function () {
        var waiting = this.waiting;
        this.waiting = {};
        this.restart();
        Object.keys(waiting).forEach(function (id) {
            var e = new Error("cancelled");
            e.cancelled = true;
            waiting[id].reject(e);
        });
    };

    // Whether this site carries the module; `PuzzlelabEngine.make()` gives a new engine.
    window.PuzzlelabEngine = {
        available: function () { return typeof window.PUZZLELAB_WASM === "string" && typeof Worker === "function"; },
        make: function () { return new Engine(); }
    };
})();
