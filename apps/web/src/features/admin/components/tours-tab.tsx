export function ToursTab() {
  return null;
}
