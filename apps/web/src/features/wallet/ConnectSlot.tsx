// Place of the wallet connect button in the nav; the Tool page issue fills it (renders nothing until then).
export function ConnectSlot() {
  return null;
}
