/**
 * The big screen's styles: a 1920×1080 canvas on a dark lobby display, scaled to the window (letterboxed).
 * Delivered with the screen's own code (a <style> it renders) rather than imported as a stylesheet, which server
 * rendering would put into the one stylesheet every page of the site loads.
 */
export const DATAV_CSS = `
.datav-stage {
  position: fixed;
  inset: 0;
  overflow: hidden;
  background: #02060f;
}

.datav-canvas {
  position: absolute;
  display: flex;
  flex-direction: column;
  box-sizing: border-box;
  width: 1920px;
  height: 1080px;
  padding: 24px 32px;
  color: #d8e6ff;
  font-size: 20px;
  background: radial-gradient(ellipse at top, #0d2348 0%, #061229 55%, #030915 100%);
  transform-origin: 0 0;
}

.datav-header {
  display: flex;
  align-items: center;
  justify-content: space-between;
  height: 80px;
  margin-bottom: 16px;
  border-bottom: 1px solid rgba(64, 158, 255, 0.35);

  h1 {
    margin: 0;
    color: #fff;
    font-weight: 600;
    font-size: 40px;
    letter-spacing: 4px;
  }
}

.datav-clock {
  color: #7fc4ff;
  font-size: 34px;
  font-variant-numeric: tabular-nums;
  text-align: right;

  small {
    display: block;
    color: #6f86a8;
    font-size: 16px;
  }
}

.datav-stale {
  color: #ffb547;
}

.datav-figures {
  display: flex;
  gap: 16px;
  margin-bottom: 16px;
}

.datav-figure {
  flex: 1;
  padding: 14px 20px;
  background: rgba(20, 60, 120, 0.35);
  border: 1px solid rgba(64, 158, 255, 0.3);
  border-radius: 6px;

  .datav-figure-label {
    color: #8fa8cc;
    font-size: 18px;
  }

  .datav-figure-value {
    color: #fff;
    font-weight: 600;
    font-size: 44px;
    font-variant-numeric: tabular-nums;
  }
}

.datav-body {
  display: flex;
  flex: 1;
  gap: 16px;
  min-height: 0;
}

.datav-column {
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 16px;
  min-width: 0;
}

.datav-panel {
  display: flex;
  flex: 1;
  flex-direction: column;
  min-height: 0;
  padding: 16px 20px;
  overflow: hidden;
  background: rgba(10, 32, 70, 0.55);
  border: 1px solid rgba(64, 158, 255, 0.25);
  border-radius: 6px;

  h2 {
    margin: 0 0 12px;
    padding-left: 12px;
    color: #e6f0ff;
    font-weight: 500;
    font-size: 24px;
    border-left: 4px solid #1890ff;
  }
}

.datav-bar {
  margin-bottom: 12px;

  .datav-bar-head {
    display: flex;
    justify-content: space-between;
    font-size: 18px;
  }

  .datav-bar-track {
    height: 12px;
    margin-top: 4px;
    background: rgba(255, 255, 255, 0.08);
    border-radius: 6px;
  }

  .datav-bar-fill {
    height: 100%;
    background: linear-gradient(90deg, #1890ff, #36cfc9);
    border-radius: 6px;
  }
}

.datav-stations {
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin-bottom: 12px;
}

.datav-station {
  display: flex;
  align-items: center;
  min-width: 250px;
  padding: 8px 12px;
  background: rgba(255, 255, 255, 0.04);
  border-radius: 6px;

  .datav-aqi {
    min-width: 72px;
    margin-right: 12px;
    padding: 4px 8px;
    font-weight: 700;
    font-size: 32px;
    text-align: center;
    border-radius: 4px;
  }

  small {
    display: block;
    color: #8fa8cc;
    font-size: 15px;
  }
}

.datav-policies {
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    justify-content: space-between;
    gap: 12px;
    padding: 10px 0;
    border-bottom: 1px dashed rgba(143, 168, 204, 0.25);
  }

  .datav-policy-title {
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }

  .datav-policy-date {
    flex: none;
    color: #8fa8cc;
  }
}

.datav-empty {
  display: flex;
  flex: 1;
  align-items: center;
  justify-content: center;
  color: #6f86a8;
}

.datav-closed {
  display: flex;
  align-items: center;
  justify-content: center;
  height: 100%;
  color: #8fa8cc;
  font-size: 40px;
}

.datav-funnel {
  display: flex;
  flex-direction: column;
  gap: 6px;
}

.datav-funnel-row {
  position: relative;
  display: flex;
  align-items: center;
  justify-content: center;
}

.datav-funnel-bar {
  height: 100%;
  background: linear-gradient(90deg, #1765ad, #1890ff, #1765ad);
  border-radius: 4px;
}

.datav-funnel-label {
  position: absolute;
  color: #fff;
  font-size: 17px;
  white-space: nowrap;
  text-shadow: 0 1px 2px rgba(0, 0, 0, 0.6);
}
`;
