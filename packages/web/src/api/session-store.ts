// Every later call sends it as x-initdata.
let currentInitData: string | null = null;

export function getInitData(): string | null {
  return currentInitData;
}

export function setInitData(initData: string | null): void {
  currentInitData = initData;
}
