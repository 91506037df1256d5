/**
 * Runs in the bench page (bundled by esbuild): @imgly/background-removal's own removeBackground,
 * one image after another as its API is used, timing each call.
 */
import { type Config, removeBackground } from "@imgly/background-removal";

declare global {
  interface Window {
    runImgly(urls: string[], config: Config): Promise<{ ms: number[]; bytes: number[] }>;
  }
}

window.runImgly = async (urls, config) => {
  const ms: number[] = [];
  const bytes: number[] = [];
  for (const url of urls) {
    const input = await (await fetch(url)).blob();
    const start = performance.now();
    const output = await removeBackground(input, config);
    ms.push(performance.now() - start);
    bytes.push(output.size);
  }
  return { ms, bytes };
};
