import { createHash, generateKeyPairSync, randomBytes, sign } from "node:crypto";
import { isoCBOR } from "@simplewebauthn/server/helpers";

/** The options the server gives the browser, as far as an authenticator reads them. */
interface CeremonyOptions {
  challenge: string;
  rp?: { id?: string };
  rpId?: string;
  user?: { id: string };
}

const b64 = (bytes: Uint8Array | string) => Buffer.from(bytes).toString("base64url");
const sha256 = (bytes: Uint8Array | string) => createHash("sha256").update(bytes).digest();

/**
 * A passkey authenticator in software for API tests: one ES256 key, a sign counter, user verification.
 * It signs what a real authenticator would; the browser's part (clientDataJSON) is written as a browser at
 * `origin` would write it. The end-to-end tests use Chromium's own virtual authenticator instead.
 */
export function softwareAuthenticator({ origin, rpId }: { origin: string; rpId: string }) {
  const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "prime256v1" });
  const jwk = publicKey.export({ format: "jwk" });
  const credentialId = randomBytes(16);
  let userHandle = "";
  let counter = 0;

  const authenticatorData = (attested: boolean, flagsOverride?: number) => {
    const flags = flagsOverride ?? 0x01 | 0x04 | (attested ? 0x40 : 0);
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    const parts = [sha256(rpId), Buffer.from([flags]), count];
    if (attested) {
      const coseKey = new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x ?? "", "base64url")],
        [-3, Buffer.from(jwk.y ?? "", "base64url")],
      ]);
      const length = Buffer.alloc(2);
      length.writeUInt16BE(credentialId.length);
      parts.push(Buffer.alloc(16), length, credentialId, Buffer.from(isoCBOR.encode(coseKey)));
    }
    return Buffer.concat(parts);
  };
  const clientData = (type: string, challenge: string) => Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

  return {
    id: b64(credentialId),
    /** Sets the sign counter the next answer carries (a cloned key's would go backwards). */
    setCounter(value: number) {
      counter = value;
    },
    register(options: CeremonyOptions) {
      userHandle = options.user?.id ?? "";
      counter += 1;
      const attestationObject = isoCBOR.encode(
        new Map<string, unknown>([
          ["fmt", "none"],
          ["attStmt", new Map()],
          ["authData", authenticatorData(true)],
        ]) as never,
      );
      return {
        id: b64(credentialId),
        rawId: b64(credentialId),
        type: "public-key",
        response: {
          clientDataJSON: b64(clientData("webauthn.create", options.challenge)),
          attestationObject: b64(attestationObject),
          transports: ["internal"],
        },
        clientExtensionResults: {},
      };
    },
    /** An assertion for the options' challenge; `userVerified: false` leaves the UV flag off. */
    authenticate(options: CeremonyOptions, { userVerified = true }: { userVerified?: boolean } = {}) {
      counter += 1;
      const data = authenticatorData(false, userVerified ? undefined : 0x01);
      const client = clientData("webauthn.get", options.challenge);
      const signature = sign("sha256", Buffer.concat([data, sha256(client)]), privateKey);
      return {
        id: b64(credentialId),
        rawId: b64(credentialId),
        type: "public-key",
        response: { clientDataJSON: b64(client), authenticatorData: b64(data), signature: b64(signature), userHandle },
        clientExtensionResults: {},
      };
    },
  };
}
