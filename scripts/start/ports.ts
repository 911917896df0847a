/**
 * `npm start`'s ports, checked before anything starts: a port another program holds stops it at
 * once with one line per port, naming the variable that moves it, instead of seeding a whole CMS
 * first and failing (or saying nothing) later.
 */
import { exitIfTaken, takenPorts } from '../ports.mjs';

export interface StartPorts {
  cmsHost: string;
  cmsPort: number;
  sitePort: number;
  publishPort: number;
}

function uses({ cmsHost, cmsPort, sitePort, publishPort }: StartPorts) {
  return [
    { port: sitePort, variable: 'SITE_PORT', what: 'the site' },
    { port: cmsPort, host: cmsHost, variable: 'CMS_PORT', what: 'the CMS' },
    { port: publishPort, variable: 'PUBLISH_PORT', what: 'the publisher' },
  ];
}

/** The messages for every taken port of `npm start` ([] when it may go on). */
export function startPortProblems(ports: StartPorts): Promise<string[]> {
  return takenPorts(uses(ports));
}

/** Exits with the messages when a port of `npm start` is taken. */
export function checkStartPorts(ports: StartPorts): Promise<void> {
  return exitIfTaken(uses(ports));
}
