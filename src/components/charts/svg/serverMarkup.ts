// Every chart drawing the server writes into the HTML, as markup (one dynamic import for the
// client components that draw charts: ServerDrawing.tsx).
export { projectChartMarkup } from './projectChartMarkup';
export { statisticsChartMarkup } from './statisticsChartMarkup';
