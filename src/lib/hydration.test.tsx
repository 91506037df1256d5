import { hydrateRoot } from "react-dom/client";
import { hydrateInSlices } from "./hydration";

const ITEMS = 120;
const renders = { count: 0 };

/** The cost of a render: about a millisecond of work, counted. */
function renderWork(): void {
  const until = performance.now() + 1;
  while (performance.now() < until);
  renders.count += 1;
}

/** A page of these outlasts React's 5 ms slice many times over. */
function Slow({ index }: { index: number }) {
  renderWork();
  return <li>{`item ${index}`}</li>;
}

const page = (
  <div id="gatsby-focus-wrapper">
    <ul>
      {Array.from({ length: ITEMS }, (_, index) => (
        <Slow key={index} index={index} />
      ))}
    </ul>
  </div>
);

function serverRendered(): HTMLElement {
  const container = document.createElement("div");
  container.innerHTML = `<div id="gatsby-focus-wrapper"><ul>${Array.from({ length: ITEMS }, (_, index) => `<li>item ${index}</li>`).join("")}</ul></div>`;
  document.body.replaceChildren(container);
  return container;
}

/** The render counts seen between macrotasks until everything rendered: one value per task boundary. */
async function countsBetweenTasks(): Promise<number[]> {
  const seen: number[] = [];
  while (renders.count < ITEMS) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    seen.push(renders.count);
  }
  return seen;
}

beforeEach(() => {
  renders.count = 0;
});

test("hydrates the server markup in slices, keeping its nodes", async () => {
  const container = serverRendered();
  const firstItem = container.querySelector("li");
  const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
  hydrateInSlices(page, container);
  const seen = await countsBetweenTasks();
  expect(seen.some((count) => count > 0 && count < ITEMS)).toBe(true);
  expect(container.querySelector("li")).toBe(firstItem);
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
});

test("a plain hydrateRoot (Gatsby's default) renders the whole page in one task", async () => {
  hydrateRoot(serverRendered(), page);
  const seen = await countsBetweenTasks();
  expect(seen.every((count) => count === 0 || count === ITEMS)).toBe(true);
});

test("renders a page the server left empty (the offline app shell)", async () => {
  const container = document.createElement("div");
  container.innerHTML = `<div id="gatsby-focus-wrapper"></div>`;
  hydrateInSlices(page, container);
  await countsBetweenTasks();
  expect(container.querySelectorAll("li")).toHaveLength(ITEMS);
});
