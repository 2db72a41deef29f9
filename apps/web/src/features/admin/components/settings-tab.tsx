export function SettingsTab() {
  return null;
}
