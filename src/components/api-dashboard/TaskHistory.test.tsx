import { render, screen } from "@testing-library/react";
import type { ProductApi, TaskEntry, TaskPage } from "../../lib/api-client";
import { TaskHistory } from "./TaskHistory";
import type { AccountState } from "./useAccount";

const account = {
  apiKey: "key",
  handleError: (caught: unknown) => String(caught),
  refreshCredits: () => Promise.resolve(),
} as AccountState;

const toolNames = new Map([["compress", "Bulk Image Compressor"]]);

const task = (index: number): TaskEntry => ({
  task_id: `t${index}`,
  file_id: `f${index}`,
  input: { key_url: `inputs/f${index}`, type: "image/jpeg" },
  action: "compress",
  status: "completed",
  created_at: "2026-11-01T10:00:00Z",
  metadata: { input_file_name: `photo-${index}.jpg` },
  parameters: {},
  cost: 1,
  message: null,
  finished_at: "2026-11-01T10:00:01Z",
  output: null,
  outputs: [],
  data: null,
});

function apiWith(total: number, tasks = Array.from({ length: Math.min(total, 10) }, (_, index) => task(index))): ProductApi {
  const page: TaskPage = { total, page: 1, limit: 10, data: tasks };
  return { tasks: () => Promise.resolve(page) } as unknown as ProductApi;
}

describe("TaskHistory results", () => {
  it("links every result file of a task that wrote several", async () => {
    const page = (number: number) => ({
      url: `https://files.example/p${number}`,
      file_name: `deck-page-${number}.png`,
      type: "image/png",
      size: 2048,
      width: 800,
      height: 600,
    });
    const outputs = [page(1), page(2), page(3)];
    render(
      <TaskHistory api={apiWith(1, [{ ...task(0), output: page(1), outputs }])} account={account} refresh={0} toolNames={toolNames} />,
    );
    const links = await screen.findAllByTestId("task-download");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual(
      outputs.map((output) => [`${output.file_name} (2 KB, 800 × 600)`, output.url]),
    );
  });

  it("names a task by its action's tool, and by the action where no tool is known", async () => {
    render(
      <TaskHistory
        api={apiWith(2, [task(0), { ...task(1), action: "retired-action" }])}
        account={account}
        refresh={0}
        toolNames={toolNames}
      />,
    );
    const rows = await screen.findAllByTestId("task-row");
    expect(rows.map((row) => row.querySelectorAll("td")[1]?.textContent)).toEqual(["Bulk Image Compressor", "retired-action"]);
  });
});

describe("TaskHistory paging", () => {
  it("shows no paging buttons without tasks", async () => {
    render(<TaskHistory api={apiWith(0)} account={account} refresh={0} toolNames={toolNames} />);
    await screen.findByTestId("no-tasks");
    expect(screen.queryByTestId("tasks-previous")).toBeNull();
    expect(screen.queryByTestId("tasks-next")).toBeNull();
    expect(screen.queryByTestId("tasks-page")).toBeNull();
  });

  it("shows no paging buttons for a single page", async () => {
    render(<TaskHistory api={apiWith(10)} account={account} refresh={0} toolNames={toolNames} />);
    expect(await screen.findAllByTestId("task-row")).toHaveLength(10);
    expect(screen.queryByTestId("tasks-next")).toBeNull();
    expect(screen.queryByTestId("tasks-previous")).toBeNull();
    expect(screen.getByTestId("tasks-page")).toHaveTextContent("Page 1 of 1 (10 tasks)");
  });

  it("pages through more tasks than one page holds", async () => {
    render(<TaskHistory api={apiWith(25)} account={account} refresh={0} toolNames={toolNames} />);
    expect(await screen.findByTestId("tasks-next")).toBeEnabled();
    expect(screen.getByTestId("tasks-previous")).toBeDisabled();
    expect(screen.getByTestId("tasks-page")).toHaveTextContent("Page 1 of 3 (25 tasks)");
  });
});
