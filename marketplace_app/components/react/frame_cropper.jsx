import React, { useCallback, useEffect, useState } from "react";
import Cropper from "react-easy-crop";

// react-easy-crop with its drag/zoom position kept in the browser; only the finished
// crop area (percent of the image) is reported to the server.
export function FrameCropper({ image, initialZoom = 1.25, maxZoom = 3, zoomLabel = "Zoom",
                               onCropComplete }) {
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(initialZoom);
  useEffect(() => { setCrop({ x: 0, y: 0 }); setZoom(initialZoom); }, [image, initialZoom]);
  const done = useCallback((area, pixels) => {
    if (onCropComplete) onCropComplete(area, pixels);
  }, [onCropComplete]);
  const top = Math.max(maxZoom, 1);
  return (
    <div style={{ display: "flex", flexDirection: "column", gap: "12px", width: "100%" }}>
      <div style={{ position: "relative", width: "100%", height: "min(60vh, 420px)",
                    background: "#111", borderRadius: "8px", overflow: "hidden" }}>
        <Cropper image={image} crop={crop} zoom={zoom} aspect={1} minZoom={1} maxZoom={top}
                 zoomSpeed={0.2} onCropChange={setCrop} onZoomChange={setZoom}
                 onCropComplete={done} />
      </div>
      <label style={{ display: "flex", alignItems: "center", gap: "10px", fontSize: "14px" }}>
        {zoomLabel}
        <input type="range" min={1} max={top} step={0.01} value={zoom} aria-label={zoomLabel}
               id="crop-zoom" style={{ flex: 1 }}
               onChange={(e) => setZoom(Number(e.target.value))} />
      </label>
    </div>
  );
}
