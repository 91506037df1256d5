/**
 * What the browser runtime adds to the tool contract (src/domain/tool.ts): a tool's options panel and
 * result panel, drawn by the runtime's page.
 */
import type { ComponentType } from "react";
import type { z } from "zod";
import type { SettingsSchema, ToolMeta } from "../domain/tool";

/** The file an options panel is showing: the one the visitor picked, else the first of the batch. */
export interface FocusedFile<T> {
  id: string;
  name: string;
  /** Object URL of the input, when the browser can display its format. */
  url: string | null;
  width: number;
  height: number;
  /** Settings set for this file only, over the batch's. */
  overrides: Partial<T> | null;
  /** The `data` of the file's last result (e.g. the faces found), for panels that let the visitor correct it. */
  data: Record<string, unknown> | null;
}

/** The options panel a tool may add beside the fields its schema generates. */
export interface OptionsProps<T> {
  settings: T;
  onChange: (patch: Partial<T>) => void;
  file: FocusedFile<T> | null;
  /** Sets settings for the focused file only (a key set to undefined follows the batch's again; null: all of them) and runs that file again. */
  onFileChange: (patch: Partial<T> | null) => void;
  /**
   * Makes the focused file's own values of these settings the batch's: that file follows the batch
   * on them again, and every file that follows the batch on them runs again with them.
   */
  onUseForEveryFile: (patch: Partial<T>) => void;
}

/** What a tool may add under a finished file's result (e.g. the book summarizer's on-device rewrite). */
export interface ResultPanelProps {
  fileName: string;
  /** The `data` of the file's result. */
  data: Record<string, unknown>;
}

/** The client-side entry of a tool folder (src/tools/<slug>/index.ts; a tool without one is its meta alone). */
export interface ClientTool<S extends SettingsSchema = SettingsSchema> {
  meta: ToolMeta<S>;
  /** Replaces the generated fields for the settings it names (see `ownFields`). */
  Options?: ComponentType<OptionsProps<z.output<S>>>;
  /** Settings keys drawn by `Options`, which the generated form leaves out. */
  ownFields?: readonly (keyof z.output<S>)[];
  /** Drawn on each finished file's result card, from the file's result `data`. */
  ResultPanel?: ComponentType<ResultPanelProps>;
}
