// Preloaded (node --import) into the Directus process started by instance.mjs.
// If the Node process that started Directus dies without stopping it (even by SIGKILL),
// this process is re-parented; we notice and shut Directus down so no orphan is left.
const parent = process.ppid;
const timer = setInterval(() => {
  let alive = process.ppid === parent;
  if (alive) {
    try {
      process.kill(parent, 0);
    } catch {
      alive = false;
    }
  }
  if (!alive) {
    clearInterval(timer);
    process.kill(process.pid, 'SIGTERM');
    setTimeout(() => process.exit(0), 5000).unref();
  }
}, 1000);
timer.unref();
