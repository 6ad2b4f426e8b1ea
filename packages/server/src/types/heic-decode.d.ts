// heic-decode ships no types.
declare module 'heic-decode' {
  interface DecodedHeic {
    width: number;
    height: number;
    data: Uint8ClampedArray;
  }

  interface HeicImage {
    width: number;
    height: number;
    decode(): Promise<DecodedHeic>;
  }

  interface HeicDecode {
    (input: { buffer: Uint8Array }): Promise<DecodedHeic>;
    all(input: { buffer: Uint8Array }): Promise<HeicImage[] & { dispose(): void }>;
  }

  const decode: HeicDecode;
  export default decode;
}
