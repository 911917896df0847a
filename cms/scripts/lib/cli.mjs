// Shared plumbing of the command-line scripts.
export function run(main) {
  main().then(
    (code) => process.exit(typeof code === 'number' ? code : 0),
    (error) => {
      console.error(`[cms] ${error?.message ?? error}`);
      process.exit(1);
    },
  );
}

export const log = (line) => console.log(`[cms] ${line}`);
