/**
 * Started beside a server that cannot watch the process that started it (Debian's nginx, by
 * scripts/nginx.ts). When that Node process dies without stopping the server (a test run ended
 * with `kill` or SIGKILL, a crashed bench), this process is re-parented: it then stops the server
 * the way its owner would have (SIGQUIT, nginx's graceful stop), so no orphan keeps holding the
 * port the next run needs. It exits as soon as the server is gone.
 *
 * The Directus processes watch their parent from inside (cms/scripts/lib/parent-watch.mjs); a
 * binary that cannot be given a preload needs this watcher outside it.
 *
 * Usage: node scripts/stop-with-parent.mjs <server pid>
 * Start it detached (its own process group, so a Ctrl-C to the owner's group leaves it to act).
 */
const [serverArg] = process.argv.slice(2);
const server = Number(serverArg);
if (!Number.isInteger(server) || server <= 1) {
  console.error(`stop-with-parent: not a process id: ${serverArg}`);
  process.exit(2);
}
const owner = process.ppid;

/** Whether a process with this id is there (EPERM: it is, but not ours to signal). */
function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

setInterval(() => {
  if (!alive(server)) process.exit(0);
  if (process.ppid !== owner || !alive(owner)) {
    try {
      process.kill(server, 'SIGQUIT');
    } catch {
      // Gone between the two checks.
    }
    process.exit(0);
  }
}, 500);
