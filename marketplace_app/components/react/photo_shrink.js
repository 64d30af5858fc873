import imageCompression from "browser-image-compression";
import { fromEvent } from "file-selector";
import { handOver, takesResumable } from "./resumable_upload.jsx";
import { photoReady, photosPicked } from "./photo_progress.jsx";

// Spec §9: a photo over 10 MB or 4000 px is compressed in the browser before it is sent
// (a web worker; longest side 4000 px, first quality 0.8, file type kept). The server keeps
// its own limits; anything else passes untouched.
const MAX_BYTES = 10 * 1024 * 1024;
const MAX_SIDE = 4000;
const SHRINKABLE = ["image/jpeg", "image/png", "image/webp"];

async function longestSide(file) {
  try {
    const bitmap = await createImageBitmap(file);
    const side = Math.max(bitmap.width, bitmap.height);
    bitmap.close();
    return side;
  } catch (error) {
    return 0; // not decodable here: the server says what is wrong with it
  }
}

async function shrink(file) {
  if (!(file instanceof File) || !SHRINKABLE.includes(file.type)) return file;
  if (file.size <= MAX_BYTES && (await longestSide(file)) <= MAX_SIDE) return file;
  const out = await imageCompression(file, {
    maxSizeMB: MAX_BYTES / (1024 * 1024), maxWidthOrHeight: MAX_SIDE, initialQuality: 0.8,
    fileType: file.type, useWebWorker: true, preserveExif: false,
  });
  return new File([out], file.name, { type: out.type || file.type, lastModified: Date.now() });
}

// react-dropzone's getFilesFromEvent: the picked or dropped files, photos shrunk first, each
// with its own progress row (photo_progress.jsx). A pick holding a video goes whole (in its
// order) to the resumable upload list, when the page has one (resumable_upload.jsx); other
// picks go the usual way. While dragging, the browser only lists items: those pass through.
export async function shrinkPicked(event) {
  const files = await fromEvent(event);
  if (!event || (event.type !== "drop" && event.type !== "change")) return files;
  const resumable = takesResumable(files);
  if (!resumable) photosPicked(files);
  const shrunk = await Promise.all(files.map(async (file, index) => {
    const sent = await shrink(file).catch(() => file);
    if (!resumable) photoReady(index, sent);
    return sent;
  }));
  return resumable ? handOver(shrunk) : shrunk;
}
