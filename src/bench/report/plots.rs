//! The SVG plots of the HTML report, drawn with plotters' SVG backend:
//! time per cell, cost reduction vs time per set, rewrites per pattern,
//! and e-graph growth per iteration. Each returns the `<svg>` element as a
//! string, or a message saying why there is nothing to plot.

use super::{common_dir, reduction, short_payload};
use crate::bench::record::{BenchDoc, CellRecord, Status};
use plotters::coord::Shift;
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};

const WIDTH: u32 = 900;
const FONT: &str = "sans-serif";

/// The fine grid lines.
const LIGHT: RGBColor = RGBColor(238, 238, 238);

/// An axis label at whole numbers only (cell numbers, iterations).
fn integer(x: &f64) -> String {
    if (x - x.round()).abs() < 1e-9 {
        format!("{}", x.round() as i64)
    } else {
        String::new()
    }
}

/// A log-axis label: up to three significant digits, no trailing zeros.
fn short(x: f64) -> String {
    let s = if x >= 100.0 {
        format!("{:.0}", x)
    } else if x >= 10.0 {
        format!("{:.1}", x)
    } else if x >= 1.0 {
        format!("{:.2}", x)
    } else {
        format!("{:.3}", x)
    };
    if s.contains('.') {
        s.trim_end_matches('0').trim_end_matches('.').to_string()
    } else {
        s
    }
}

/// A plot error as text (plotters' errors are generic over the backend).
fn err<E: std::fmt::Debug>(e: E) -> String {
    format!("{:?}", e)
}

/// The colour of series `i`.
fn color(i: usize) -> RGBColor {
    const C: &[RGBColor] = &[
        RGBColor(31, 119, 180),
        RGBColor(214, 39, 40),
        RGBColor(44, 160, 44),
        RGBColor(255, 127, 14),
        RGBColor(148, 103, 189),
        RGBColor(140, 86, 75),
        RGBColor(227, 119, 194),
        RGBColor(127, 127, 127),
        RGBColor(188, 189, 34),
        RGBColor(23, 190, 207),
    ];
    C[i % C.len()]
}

/// Draws one plot of `height` pixels into an SVG string: `draw` gets the
/// white drawing area.
fn svg(
    height: u32,
    draw: impl FnOnce(&DrawingArea<SVGBackend, Shift>) -> Result<(), String>,
) -> Result<String, String> {
    let mut out = String::new();
    {
        let root = SVGBackend::with_string(&mut out, (WIDTH, height)).into_drawing_area();
        root.fill(&WHITE).map_err(err)?;
        draw(&root)?;
        root.present().map_err(err)?;
    }
    Ok(out)
}

/// A chart with a caption and label areas (`y_area`: width of the
/// y labels).
fn chart<'a, 'b>(
    root: &'a DrawingArea<SVGBackend<'b>, Shift>,
    caption: &str,
    y_area: u32,
) -> ChartBuilder<'a, 'b, SVGBackend<'b>> {
    let mut b = ChartBuilder::on(root);
    b.caption(caption, (FONT, 18))
        .margin(12)
        .x_label_area_size(36)
        .y_label_area_size(y_area);
    b
}

/// Draws the legend of the labelled series.
fn legend<'a, X: Ranged, Y: Ranged>(
    chart: &mut ChartContext<'a, SVGBackend<'a>, Cartesian2d<X, Y>>,
    position: SeriesLabelPosition,
) -> Result<(), String> {
    chart
        .configure_series_labels()
        .position(position)
        .border_style(BLACK)
        .background_style(WHITE.mix(0.85))
        .draw()
        .map_err(err)
}

/// `(lo, hi)` of a log axis around positive values.
fn log_bounds(values: impl Iterator<Item = f64>) -> (f64, f64) {
    let (mut lo, mut hi) = (f64::INFINITY, 0.0f64);
    for v in values.filter(|v| *v > 0.0) {
        lo = lo.min(v);
        hi = hi.max(v);
    }
    if !lo.is_finite() {
        return (0.1, 1.0);
    }
    (lo / 1.5, hi * 1.5)
}

/// Median time of every cell that has one, with min and max, by mode:
/// points with min–max bars, on a log axis.
pub fn time_per_cell(doc: &BenchDoc) -> Result<String, String> {
    let timed: Vec<&CellRecord> = doc.cells.iter().filter(|c| c.time_s.is_some()).collect();
    if timed.is_empty() {
        return Err("no cell has a time".into());
    }
    let (lo, hi) = log_bounds(timed.iter().flat_map(|c| {
        let t = c.time_s.as_ref().unwrap();
        [t.min * 1e3, t.max * 1e3]
    }));
    let n = doc.matrix.cells.max(1) as f64;
    svg(380, |root| {
        let mut chart = chart(root, "Wall time per cell (median, min–max)", 64)
            .build_cartesian_2d(-0.5..n - 0.5, (lo..hi).log_scale())
            .map_err(err)?;
        chart
            .configure_mesh()
            .light_line_style(LIGHT)
            .x_desc("cell #")
            .y_desc("ms (log)")
            .y_labels(12)
            .y_label_formatter(&|y| short(*y))
            .x_label_formatter(&integer)
            .draw()
            .map_err(err)?;
        for (k, mode) in doc.matrix.modes.iter().enumerate() {
            let c = color(k);
            let cells: Vec<&&CellRecord> = timed.iter().filter(|x| &x.mode == mode).collect();
            chart
                .draw_series(cells.iter().map(|x| {
                    let t = x.time_s.as_ref().unwrap();
                    ErrorBar::new_vertical(
                        x.index as f64,
                        t.min * 1e3,
                        t.median * 1e3,
                        t.max * 1e3,
                        c.stroke_width(1),
                        6,
                    )
                }))
                .map_err(err)?;
            chart
                .draw_series(cells.iter().map(|x| {
                    let t = x.time_s.as_ref().unwrap();
                    let style = if x.status == Status::Ok {
                        c.filled()
                    } else {
                        c.stroke_width(2)
                    };
                    Circle::new((x.index as f64, t.median * 1e3), 4, style)
                }))
                .map_err(err)?
                .label(mode.clone())
                .legend(move |(x, y)| Circle::new((x + 8, y), 4, c.filled()));
        }
        legend(&mut chart, SeriesLabelPosition::UpperLeft)
    })
}

/// The marker of a legend entry.
#[derive(Clone, Copy)]
enum Mark {
    /// A filled circle (greedy cells).
    Circle(RGBColor),
    /// A filled triangle (eqsat cells).
    Triangle(RGBColor),
    /// A line (series drawn as lines).
    Line(RGBColor),
}

/// Draws a legend on `root`, right of the chart's plotting area in the
/// margin the chart reserved with `margin_right(LEGEND_WIDTH)`, so it
/// never hides points: one row per entry, its marker, then its label.
/// (plotters' own series labels, placed outside the plotting area, lose
/// their markers to its clipping.)
fn legend_beside<X: Ranged, Y: Ranged>(
    root: &DrawingArea<SVGBackend, Shift>,
    chart: &ChartContext<'_, SVGBackend<'_>, Cartesian2d<X, Y>>,
    entries: &[(String, Mark)],
) -> Result<(), String> {
    let (x0, y0) = chart.plotting_area().get_base_pixel();
    let (w, _) = chart.plotting_area().dim_in_pixel();
    let left = x0 + w as i32 + 16;
    let style = TextStyle::from((FONT, 12).into_font()).pos(Pos::new(HPos::Left, VPos::Center));
    for (i, (label, mark)) in entries.iter().enumerate() {
        let y = y0 + 8 + 16 * i as i32;
        match *mark {
            Mark::Circle(c) => root.draw(&Circle::new((left + 8, y), 5, c.filled())),
            Mark::Triangle(c) => root.draw(&TriangleMarker::new((left + 8, y), 6, c.filled())),
            Mark::Line(c) => root.draw(&PathElement::new(
                vec![(left, y), (left + 16, y)],
                c.stroke_width(2),
            )),
        }
        .map_err(err)?;
        root.draw(&Text::new(label.clone(), (left + 24, y), style.clone()))
            .map_err(err)?;
    }
    Ok(())
}

/// Cost reduction (percent of the payload's cost) against median time,
/// one colour per set, circles for greedy and triangles for eqsat.
pub fn cost_vs_time(doc: &BenchDoc) -> Result<String, String> {
    let pts: Vec<(&CellRecord, f64, f64)> = doc
        .cells
        .iter()
        .filter(|c| c.status == Status::Ok)
        .filter_map(|c| Some((c, c.time_s.as_ref()?.median * 1e3, reduction(c)?)))
        .collect();
    if pts.is_empty() {
        return Err("no successful cell has a cost before and after".into());
    }
    let (lo, hi) = log_bounds(pts.iter().map(|p| p.1));
    let rmin = pts.iter().map(|p| p.2).fold(0.0f64, f64::min);
    let rmax = pts.iter().map(|p| p.2).fold(0.0f64, f64::max);
    let pad = ((rmax - rmin) * 0.1).max(1.0);
    svg(420, |root| {
        // The legend goes right of the plot: inside, it hid points.
        let mut chart = chart(root, "Cost reduction vs time, per set", 64)
            .margin_right(LEGEND_WIDTH)
            .build_cartesian_2d((lo..hi).log_scale(), (rmin - pad)..(rmax + pad))
            .map_err(err)?;
        chart
            .configure_mesh()
            .light_line_style(LIGHT)
            .x_desc("median ms (log)")
            .y_desc("cost reduction %")
            .x_labels(12)
            .x_label_formatter(&|x| short(*x))
            .draw()
            .map_err(err)?;
        let mut entries = Vec::new();
        for (k, set) in doc.matrix.sets.iter().enumerate() {
            let c = color(k);
            for mode in &doc.matrix.modes {
                let mine: Vec<(f64, f64)> = pts
                    .iter()
                    .filter(|p| p.0.set == set.name && &p.0.mode == mode)
                    .map(|p| (p.1, p.2))
                    .collect();
                if mine.is_empty() {
                    continue;
                }
                let label = format!("{} · {}", set.name, mode);
                if mode == "eqsat" {
                    chart
                        .draw_series(mine.iter().map(|&p| TriangleMarker::new(p, 6, c.filled())))
                        .map_err(err)?;
                    entries.push((label, Mark::Triangle(c)));
                } else {
                    chart
                        .draw_series(mine.iter().map(|&p| Circle::new(p, 5, c.filled())))
                        .map_err(err)?;
                    entries.push((label, Mark::Circle(c)));
                }
            }
        }
        legend_beside(root, &chart, &entries)
    })
}

/// Per pattern of each set, rewrites summed over the payloads, one bar
/// per mode (each mode's first variant, so variants are not added up).
pub fn pattern_hits(doc: &BenchDoc) -> Result<String, String> {
    let first_variant = |mode: &str| {
        doc.matrix
            .variants
            .iter()
            .find(|v| v.mode == mode)
            .map(|v| v.name.clone())
    };
    let mut rows: Vec<(String, String)> = Vec::new();
    let mut counts: Vec<Vec<u64>> = Vec::new();
    for (k, mode) in doc.matrix.modes.iter().enumerate() {
        let fv = first_variant(mode);
        for c in doc
            .cells
            .iter()
            .filter(|c| &c.mode == mode && Some(&c.variant) == fv.as_ref())
        {
            for h in &c.rewrites {
                let key = (c.set.clone(), h.pattern.clone());
                let r = match rows.iter().position(|r| *r == key) {
                    Some(r) => r,
                    None => {
                        rows.push(key);
                        counts.push(vec![0; doc.matrix.modes.len()]);
                        rows.len() - 1
                    }
                };
                counts[r][k] += h.count;
            }
        }
    }
    if rows.is_empty() {
        return Err("no cell reported per-pattern rewrites".into());
    }
    let max = counts.iter().flatten().copied().max().unwrap_or(0).max(1) as f64;
    let n = rows.len();
    let names: Vec<String> = rows.iter().map(|(s, p)| format!("{}: {}", s, p)).collect();
    let modes = doc.matrix.modes.len() as f64;
    let height = 90 + 26 * n as u32;
    svg(height, |root| {
        let mut chart = chart(root, "Rewrites per pattern (sum over payloads)", 260)
            .build_cartesian_2d(0.0..max * 1.3, (n as f64 - 0.5)..-0.5)
            .map_err(err)?;
        chart
            .configure_mesh()
            .light_line_style(LIGHT)
            .disable_y_mesh()
            .y_labels(n + 2)
            .y_label_formatter(&|y| {
                let r = y.round();
                if (y - r).abs() < 1e-6 && r >= 0.0 {
                    names.get(r as usize).cloned().unwrap_or_default()
                } else {
                    String::new()
                }
            })
            .x_desc("successful rewrites")
            .draw()
            .map_err(err)?;
        for (k, mode) in doc.matrix.modes.iter().enumerate() {
            let c = color(k);
            let h = 0.8 / modes;
            chart
                .draw_series(counts.iter().enumerate().map(|(r, cs)| {
                    let top = r as f64 - 0.4 + h * k as f64;
                    Rectangle::new([(0.0, top), (cs[k] as f64, top + h)], c.filled())
                }))
                .map_err(err)?
                .label(mode.clone())
                .legend(move |(x, y)| Rectangle::new([(x, y - 5), (x + 14, y + 5)], c.filled()));
            // The count at the end of each non-empty bar.
            chart
                .draw_series(counts.iter().enumerate().filter(|(_, cs)| cs[k] > 0).map(
                    |(r, cs)| {
                        let mid = r as f64 - 0.4 + h * (k as f64 + 0.5);
                        Text::new(
                            cs[k].to_string(),
                            (cs[k] as f64 + max * 0.01, mid),
                            TextStyle::from((FONT, 11).into_font())
                                .pos(Pos::new(HPos::Left, VPos::Center)),
                        )
                    },
                ))
                .map_err(err)?;
        }
        legend(&mut chart, SeriesLabelPosition::LowerRight)
    })
}

/// Width of a legend drawn beside a plot.
const LEGEND_WIDTH: u32 = 330;

/// Most e-graphs drawn in the growth plot.
const MAX_GROWTH: usize = 10;

/// E-nodes after each iteration of the eqsat cells that ran the most
/// iterations (then: the largest final e-graphs; then matrix order), log
/// axis.
pub fn egraph_growth(doc: &BenchDoc) -> Result<String, String> {
    let mut cells: Vec<&CellRecord> = doc
        .cells
        .iter()
        .filter(|c| c.egraph.as_ref().is_some_and(|g| !g.growth.is_empty()))
        .collect();
    let total = cells.len();
    cells.sort_by_key(|c| {
        let g = c.egraph.as_ref().unwrap();
        std::cmp::Reverse((g.growth.len(), g.e_nodes))
    });
    cells.truncate(MAX_GROWTH);
    cells.sort_by_key(|c| c.index);
    let caption = if total > cells.len() {
        format!(
            "E-graph growth per iteration ({} of {} e-graphs: the longest runs)",
            cells.len(),
            total
        )
    } else {
        "E-graph growth per iteration".to_string()
    };
    if cells.is_empty() {
        return Err("no eqsat cell reported iterations".into());
    }
    let prefix = common_dir(&doc.matrix.payloads);
    let iters = cells
        .iter()
        .map(|c| c.egraph.as_ref().unwrap().growth.len())
        .max()
        .unwrap_or(1);
    let (lo, hi) = log_bounds(cells.iter().flat_map(|c| {
        c.egraph
            .as_ref()
            .unwrap()
            .growth
            .iter()
            .map(|g| g[0] as f64)
    }));
    svg(420, |root| {
        // The legend goes right of the plot, in its own margin.
        let mut chart = chart(root, &caption, 64)
            .margin_right(LEGEND_WIDTH)
            .build_cartesian_2d(0.5..iters as f64 + 0.5, (lo..hi).log_scale())
            .map_err(err)?;
        chart
            .configure_mesh()
            .light_line_style(LIGHT)
            .x_desc("iteration")
            .y_desc("e-nodes (log)")
            .y_labels(12)
            .y_label_formatter(&|y| short(*y))
            .x_label_formatter(&integer)
            .draw()
            .map_err(err)?;
        let mut entries = Vec::new();
        for (k, c) in cells.iter().enumerate() {
            let col = color(k);
            let g = &c.egraph.as_ref().unwrap().growth;
            let pts: Vec<(f64, f64)> = g
                .iter()
                .enumerate()
                .map(|(i, v)| ((i + 1) as f64, v[0] as f64))
                .collect();
            chart
                .draw_series(LineSeries::new(pts.clone(), col.stroke_width(2)))
                .map_err(err)?;
            entries.push((
                format!("#{} {} {}", c.index, c.set, short_payload(c, &prefix)),
                Mark::Line(col),
            ));
            chart
                .draw_series(pts.iter().map(|&p| Circle::new(p, 3, col.filled())))
                .map_err(err)?;
        }
        legend_beside(root, &chart, &entries)
    })
}
