/** The web-vitals report (spec §7), pushed to `window.dataLayer` in the shape tag managers expect. */
export interface VitalMetric {
  name: string;
  value: number;
  delta: number;
  id: string;
  rating: string;
  navigationType: string;
}

export interface WebVitalsEvent {
  event: "web-vitals";
  metric_name: string;
  metric_id: string;
  metric_value: number;
  metric_delta: number;
  metric_rating: string;
  navigation_type: string;
}

export function toDataLayerEvent(metric: VitalMetric): WebVitalsEvent {
  return {
    event: "web-vitals",
    metric_name: metric.name,
    metric_id: metric.id,
    metric_value: metric.value,
    metric_delta: metric.delta,
    metric_rating: metric.rating,
    navigation_type: metric.navigationType,
  };
}

export function pushToDataLayer(win: { dataLayer?: unknown[] }, event: object): void {
  win.dataLayer = win.dataLayer ?? [];
  win.dataLayer.push(event);
}
