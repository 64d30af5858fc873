import { useEffect, useRef, useState } from "react";
import { Upload } from "tus-js-client";
import env from "$/env.json";
import { getBackendURL, getToken } from "$/utils/state";

// A pick holding a video goes to the server by the tus protocol (tus-js-client): a connection
// lost midway is picked up where the server says it stopped, once the network is back,
// without sending those bytes again. Files go one at a time in the order picked, so they join
// the form in that order (the first is the cover). Picks of photos only keep the usual upload.
// Each upload names its form (this page session and the form's handler), so the server
// refuses a file past the form's limit before any of its bytes are sent.
const VIDEO_NAME = /\.(mp4|m4v|mov|webm|mkv|avi|3gp|ogv)$/i;
const RETRY_DELAYS = [0, 1000, 3000, 5000, 10000, 20000];
const RETRY_AFTER_ERROR_MS = 15000; // then once more every 15 s, and at once when back online
const listeners = new Set();

function isVideo(file) {
  return (file.type || "").startsWith("video/") || VIDEO_NAME.test(file.name || "");
}

// For the picker (photo_shrink.js): whether a pick goes by the resumable upload (it holds a
// video and the page shows the list), and handing it over (nothing left for the usual upload).
export function takesResumable(files) {
  return listeners.size > 0 && files.some((file) => file instanceof File && isVideo(file));
}

export function handOver(files) {
  const picked = files.filter((file) => file instanceof File);
  listeners.forEach((listener) => listener(picked));
  return [];
}

// The backend's address (the page's own in production), as Reflex's own uploads find it.
function absolute(endpoint) {
  return new URL(endpoint, getBackendURL(env.UPLOAD)).toString();
}

function statusOf(error) {
  return error && error.originalResponse ? error.originalResponse.getStatus() : 0;
}

function bearer(request) {
  const token = window.localStorage.getItem("authToken");
  if (token) request.setHeader("Authorization", `Bearer ${token}`);
}

export function ResumableUploads({
  endpoint, chunkSize, form, uploadingLabel, waitingLabel, onFinished, onFailed,
}) {
  const [rows, setRows] = useState([]);
  const uploads = useRef(new Map());
  const handlers = useRef({ onFinished, onFailed });
  handlers.current = { onFinished, onFailed };

  useEffect(() => {
    let next = 0;
    const update = (key, change) =>
      setRows((all) => all.map((row) => (row.key === key ? { ...row, ...change } : row)));
    const drop = (key) => {
      const entry = uploads.current.get(key);
      if (entry && entry.timer) clearTimeout(entry.timer);
      uploads.current.delete(key);
      setRows((all) => all.filter((row) => row.key !== key));
    };
    const retry = (key) => {
      const entry = uploads.current.get(key);
      if (!entry || !entry.waiting) return;
      clearTimeout(entry.timer);
      entry.waiting = false;
      update(key, { state: "uploading" });
      entry.upload.start();
    };
    const queue = [];
    let busy = false;
    const advance = () => {
      busy = false;
      const following = queue.shift();
      if (following) following();
    };
    const begin = (file) => {
      const key = `u${(next += 1)}`;
      const entry = { waiting: false, timer: null, upload: null };
      entry.upload = new Upload(file, {
        endpoint: absolute(endpoint),
        chunkSize: chunkSize || Infinity,
        retryDelays: RETRY_DELAYS,
        metadata: { filename: file.name, filetype: file.type || "", client: getToken(),
                    form: form || "" },
        removeFingerprintOnSuccess: true,
        onBeforeRequest: bearer,
        onProgress: (sent, total) => update(key, { sent, total, state: "uploading" }),
        onShouldRetry: (error) => {
          const status = statusOf(error);
          const retryable = status === 0 || status === 409 || status === 423 || status >= 500;
          if (status === 0) update(key, { state: "waiting" });
          // Offline: no retries now; the "online" event starts it again.
          return retryable && navigator.onLine !== false;
        },
        onError: (error) => {
          const status = statusOf(error);
          if (status !== 0 && status < 500) {
            let message = "";
            try {
              message = JSON.parse(error.originalResponse.getBody() || "{}").message || "";
            } catch (ignored) {}
            drop(key);
            if (handlers.current.onFailed) handlers.current.onFailed({ name: file.name, message });
            advance();
            return;
          }
          entry.waiting = true; // no network (or the server away): try again later
          update(key, { state: "waiting" });
          entry.timer = setTimeout(() => retry(key), RETRY_AFTER_ERROR_MS);
        },
        onSuccess: () => {
          const id = (entry.upload.url || "").split("/").filter(Boolean).pop();
          drop(key);
          if (handlers.current.onFinished) handlers.current.onFinished({ id, name: file.name });
          advance();
        },
      });
      uploads.current.set(key, entry);
      setRows((all) => [...all, { key, name: file.name, sent: 0, total: file.size,
                                  state: "queued" }]);
      const go = () => {
        busy = true;
        update(key, { state: "uploading" });
        entry.upload.findPreviousUploads().then((previous) => {
          if (previous.length > 0) entry.upload.resumeFromPreviousUpload(previous[0]);
          entry.upload.start();
        }).catch(() => entry.upload.start());
      };
      if (busy) queue.push(go);
      else go();
    };
    const start = (files) => files.forEach(begin);
    const online = () => uploads.current.forEach((entry, key) => retry(key));
    listeners.add(start);
    window.addEventListener("online", online);
    return () => {
      listeners.delete(start);
      window.removeEventListener("online", online);
      uploads.current.forEach((entry) => {
        clearTimeout(entry.timer);
        entry.upload.abort(false); // leaving the page: the server keeps it for a day
      });
      uploads.current.clear();
    };
  }, [endpoint, chunkSize, form]);

  if (rows.length === 0) return null;
  return (
    <div id="resumable-uploads" role="status" style={{ width: "100%", display: "grid", gap: "6px" }}>
      {rows.map((row) => {
        const percent = row.total ? Math.floor((100 * row.sent) / row.total) : 0;
        const label = row.state === "waiting" ? waitingLabel : uploadingLabel;
        return (
          <div key={row.key} className="resumable-upload" data-state={row.state}
               style={{ display: "grid", gap: "2px", fontSize: "12px" }}>
            <div style={{ display: "flex", justifyContent: "space-between", gap: "8px" }}>
              <span style={{ overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" }}>
                {row.name}
              </span>
              <span className="resumable-percent">{label} {percent}%</span>
            </div>
            <progress max={100} value={percent} style={{ width: "100%" }}
                      aria-label={`${row.name}: ${label}`} />
          </div>
        );
      })}
    </div>
  );
}
