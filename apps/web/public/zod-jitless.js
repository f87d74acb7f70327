// Loaded before the app (index.html): the app runs under a Content-Security-Policy without
// 'unsafe-eval' (issue 9, defect 4). zod probes `new Function` when its first object schema is
// built, and the browser reports that probe as a policy violation although zod catches the error.
// jitless skips the probe (and zod's compiled fast path); it must be set before any schema is
// built, which in the bundled app is before the first module runs, hence a classic script here,
// deferred (index.html): deferred classic scripts and module scripts run in document order.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
