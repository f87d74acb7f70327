/** One instruction of a Dockerfile: its keyword (upper case) and the rest of its line. */
interface Instruction {
  op: string;
  args: string;
}

/** A Dockerfile's instructions, continuation lines joined, comments dropped. */
export function dockerInstructions(text: string): Instruction[] {
  return text
    .split('\n')
    .filter((line) => !/^\s*#/.test(line))
    .join('\n')
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [op = '', ...rest] = line.split(/\s+/);
      return { op: op.toUpperCase(), args: rest.join(' ') };
    });
}

/** The last stage's parts that scripts/check-image.mjs follows. */
interface RuntimeStage {
  /** What each `COPY --from=build /app/X ./X` brings: the X. */
  copies: string[];
  env: Record<string, string>;
  /** CMD in its JSON form. */
  cmd: string[] | null;
  /** The HEALTHCHECK's command (after CMD). */
  healthCmd: string | undefined;
}

/** The last stage of a Dockerfile; throws on a COPY that is not `COPY --from=build /app/X ./X`. */
export function runtimeStage(text: string): RuntimeStage {
  const all = dockerInstructions(text);
  const stage = all.slice(all.findLastIndex((i) => i.op === 'FROM'));
  const copies = stage
    .filter((i) => i.op === 'COPY')
    .map((i) => {
      const parts = i.args.split(/\s+/).filter((p) => !p.startsWith('--chown'));
      const [from, src = '', dest = ''] = parts;
      const rel = /^\/app\/(.+)$/.exec(src)?.[1];
      if (from !== '--from=build' || !rel || parts.length !== 3 || dest.replace(/^\.\//, '') !== rel)
        throw new Error(`cannot follow "COPY ${i.args}" (only COPY --from=build /app/X ./X)`);
      return rel;
    });
  const env: Record<string, string> = {};
  for (const i of stage.filter((s) => s.op === 'ENV'))
    for (const pair of i.args.split(/\s+/)) {
      const eq = pair.indexOf('=');
      if (eq > 0) env[pair.slice(0, eq)] = pair.slice(eq + 1);
    }
  const cmd = stage.findLast((i) => i.op === 'CMD');
  const health = stage.findLast((i) => i.op === 'HEALTHCHECK');
  return {
    copies,
    env,
    cmd: cmd ? (JSON.parse(cmd.args) as string[]) : null,
    healthCmd: /\bCMD\s+(.+)$/.exec(health?.args ?? '')?.[1],
  };
}
