/**
 * `npm start`'s ports, checked before anything starts: a port another program holds stops it at
 * once with one line per port, naming the variable that moves it, instead of seeding a whole CMS
 * first and failing (or saying nothing) later.
 */
import { takenPorts } from '../ports.mjs';

export interface StartPorts {
  cmsHost: string;
  cmsPort: number;
  sitePort: number;
  publishPort: number;
}

/** The messages for every taken port of `npm start` ([] when it may go on). */
export function startPortProblems({ cmsHost, cmsPort, sitePort, publishPort }: StartPorts): Promise<string[]> {
  return takenPorts([
    { port: sitePort, variable: 'SITE_PORT', what: 'the site' },
    { port: cmsPort, host: cmsHost, variable: 'CMS_PORT', what: 'the CMS' },
    { port: publishPort, variable: 'PUBLISH_PORT', what: 'the publisher' },
  ]);
}

/** Exits with the messages when a port of `npm start` is taken. */
export async function checkStartPorts(ports: StartPorts): Promise<void> {
  const problems = await startPortProblems(ports);
  if (problems.length === 0) return;
  console.error(problems.map((line) => `✖ ${line}`).join('\n'));
  process.exit(1);
}
