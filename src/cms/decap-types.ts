import type { ComponentProps } from "react";
import type DecapCms from "decap-cms-app";

/**
 * Decap's own types, reached through decap-cms-app (its decap-cms-core is not a package of ours).
 * Type-only: nothing here loads Decap.
 */
export type Cms = typeof DecapCms;
export type CmsConfig = NonNullable<Parameters<Cms["init"]>[0]>["config"];
export type CmsCollection = CmsConfig["collections"][number];
export type CmsField = NonNullable<CmsCollection["fields"]>[number];
export type CmsCollectionFile = NonNullable<CmsCollection["files"]>[number];
export type PreviewProps = ComponentProps<Parameters<Cms["registerPreviewTemplate"]>[1]>;
export type CmsEventListener = Parameters<Cms["registerEventListener"]>[0];
