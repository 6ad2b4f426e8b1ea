// heic-decode (installed with heic-convert) ships no types; only what we call is declared.
declare module 'heic-decode' {
  interface DecodedHeic {
    width: number;
    height: number;
    /** RGBA, 8 bits per channel, upright. */
    data: Uint8ClampedArray;
  }

  interface HeicImage {
    width: number;
    height: number;
    decode(): Promise<DecodedHeic>;
  }

  interface HeicDecode {
    (input: { buffer: Uint8Array }): Promise<DecodedHeic>;
    /** Reads the top-level images without decoding them; call `dispose` when done. */
    all(input: { buffer: Uint8Array }): Promise<HeicImage[] & { dispose(): void }>;
  }

  const decode: HeicDecode;
  export default decode;
}
