import { useEffect, useRef, useState } from "react";

// One row per photo of a pick that goes the usual way (photo_shrink.js feeds it): its name,
// "Compressing…" while that photo is being compressed, then its share of the request's
// progress, then done. The multipart body sends the files in pick order, so file i has been
// sent once the request has sent the bytes of the files before it plus its own.
const listeners = new Set();

// For photo_shrink.js: a new pick (its files, each still to compress), then each file ready
// (its index and the file that will be sent, perhaps smaller).
export function photosPicked(files) {
  listeners.forEach((listener) => listener({ picked: files }));
}

export function photoReady(index, file) {
  listeners.forEach((listener) => listener({ index, file }));
}

function sentPercent(rows, index, fraction) {
  const total = rows.reduce((sum, row) => sum + row.size, 0);
  const before = rows.slice(0, index).reduce((sum, row) => sum + row.size, 0);
  const size = rows[index].size || 1;
  return Math.max(0, Math.min(100, Math.floor((100 * (fraction * total - before)) / size)));
}

export function PhotoProgress({ progress, receiving, compressingLabel, uploadingLabel, doneLabel }) {
  const [rows, setRows] = useState([]);
  const [phase, setPhase] = useState("idle"); // idle | compressing | sending | done
  const sawReceiving = useRef(false);

  useEffect(() => {
    const listener = ({ picked, index, file }) => {
      if (picked) {
        sawReceiving.current = false;
        setPhase("compressing");
        setRows(picked.map((one, at) => ({ key: `p${at}`, name: one.name, size: one.size,
                                          state: "compressing" })));
        return;
      }
      setRows((all) => all.map((row, at) => (at === index
        ? { ...row, size: file.size, state: "ready" } : row)));
    };
    listeners.add(listener);
    return () => listeners.delete(listener);
  }, []);

  useEffect(() => {
    if (phase === "idle" || phase === "done") return;
    if (receiving) {
      sawReceiving.current = true;
      if (phase !== "sending") setPhase("sending");
    } else if (sawReceiving.current) {
      // The request ended: all sent, or refused (the page says why, and the rows go).
      sawReceiving.current = false;
      if (progress >= 100) setPhase("done");
      else { setPhase("idle"); setRows([]); }
    }
  }, [receiving, progress, phase]);

  if (rows.length === 0) return null;
  const fraction = phase === "sending" ? (progress || 0) / 100 : 0;
  return (
    <div id="photo-uploads" style={{ width: "100%", display: "grid", gap: "6px" }}>
      {rows.map((row, index) => {
        let state = row.state;
        let percent = 0;
        if (state !== "compressing") {
          percent = phase === "done" ? 100 : sentPercent(rows, index, fraction);
          state = percent >= 100 ? "done" : "uploading";
        }
        const label = state === "compressing" ? compressingLabel
          : state === "done" ? doneLabel : `${uploadingLabel} ${percent}%`;
        return (
          <div key={row.key} className="photo-upload" data-state={state} role="status"
               aria-label={`${row.name}: ${label}`}
               style={{ display: "grid", gap: "2px", fontSize: "12px" }}>
            <div style={{ display: "flex", justifyContent: "space-between", gap: "8px" }}>
              <span style={{ overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" }}>
                {row.name}
              </span>
              <span className="photo-upload-state">{label}</span>
            </div>
            <progress max={100} value={state === "compressing" ? undefined : percent}
                      style={{ width: "100%" }} aria-hidden="true" />
          </div>
        );
      })}
    </div>
  );
}
