// The Yoga side of the comparison in BENCHMARKS.md ("Layout per view against Yoga").
//
// Builds the shapes `layout-playground bench` lays out (Sources/layout-playground/Benchmarks/
// BenchmarkWorkload.swift) as Yoga trees, and times Yoga's pass over them the way `bench`
// times ours: a full pass (a tree that has never been laid out) at 393x852, the median of 7;
// a re-layout of one tree at a width not used before (390, 388.5, ... as a drag narrows the
// window), the median of 7. Text is measured by a fixed-advance measure function, the one the
// playground's FixedAdvanceTextMeasurer implements: body text (17 pt) is 8.5 points a
// character and 20.4 points a line, lines break at spaces (a word longer than a line is cut).
//
// Prints one JSON object a line: {"shape", "nodes", "full_ns", "relayout_ns"} (totals, in
// nanoseconds). Benchmarks/yoga/run.sh builds it against a Yoga checkout and puts the figures
// beside `layout-playground bench --json`. Yoga's code is never part of this repository.

#include <yoga/Yoga.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <deque>
#include <functional>
#include <string>
#include <vector>

namespace {

constexpr float kAdvance = 8.5f;     // 0.5 x 17 pt
constexpr float kLineHeight = 20.4f; // 1.2 x 17 pt
/// Timed repetitions per figure (the median is printed); YOGA_REPETITIONS=1 for counting
/// instructions under callgrind (run.sh --instructions).
int repetitions = 7;

/// The lines of a greedy word wrap of `text` at `limit` characters a line, and the widest
/// line's character count: the arithmetic FixedAdvanceTextMeasurer does, without strings.
void wrap(const std::string& text, long limit, long& lines, long& widest) {
    long length = static_cast<long>(text.size());
    if (limit <= 0) limit = 1;
    if (length <= limit) { lines = 1; widest = length; return; }
    lines = 0; widest = 0;
    long current = 0; // characters on the current line
    size_t start = 0;
    while (true) {
        size_t end = text.find(' ', start);
        if (end == std::string::npos) end = text.size();
        long word = static_cast<long>(end - start);
        long candidate = current == 0 ? word : current + 1 + word;
        if (candidate <= limit) {
            current = candidate;
        } else {
            if (current > 0) { lines += 1; widest = std::max(widest, current); current = 0; }
            while (word > limit) { lines += 1; widest = std::max(widest, limit); word -= limit; }
            current = word;
        }
        if (end == text.size()) break;
        start = end + 1;
    }
    lines += 1; widest = std::max(widest, current);
}

YGSize measureText(YGNodeConstRef node, float width, YGMeasureMode widthMode, float, YGMeasureMode) {
    const auto* text = static_cast<const std::string*>(YGNodeGetContext(node));
    long lines = 1, widest = static_cast<long>(text->size());
    if (widthMode != YGMeasureModeUndefined && std::isfinite(width)) {
        long limit = static_cast<long>(std::floor(width / kAdvance + 1e-6f));
        if (limit < 1) { lines = 1; widest = std::min<long>(widest, 2); } // one cut line
        else wrap(*text, limit, lines, widest);
    }
    float measured = static_cast<float>(widest) * kAdvance;
    if (widthMode != YGMeasureModeUndefined) measured = std::min(measured, width);
    return YGSize{measured, static_cast<float>(lines) * kLineHeight};
}

/// The texts the measure function reads; kept alive (and in place) for the trees' lifetime.
std::deque<std::string>* texts = nullptr;

YGNodeRef textNode(YGConfigRef config, const std::string& string) {
    texts->push_back(string);
    YGNodeRef node = YGNodeNewWithConfig(config);
    YGNodeSetContext(node, &texts->back());
    YGNodeSetMeasureFunc(node, measureText);
    YGNodeStyleSetFlexShrink(node, 1);
    return node;
}

void append(YGNodeRef parent, YGNodeRef child) {
    YGNodeInsertChild(parent, child, YGNodeGetChildCount(parent));
}

/// `HStack(spacing: 0)` of `leaves` times `Color().frame(width: 4, height: 4)`.
YGNodeRef row(YGConfigRef config, int leaves) {
    YGNodeRef root = YGNodeNewWithConfig(config);
    YGNodeStyleSetFlexDirection(root, YGFlexDirectionRow);
    YGNodeStyleSetAlignItems(root, YGAlignCenter);
    for (int index = 0; index < leaves; index++) {
        YGNodeRef leaf = YGNodeNewWithConfig(config);
        YGNodeStyleSetWidth(leaf, 4);
        YGNodeStyleSetHeight(leaf, 4);
        append(root, leaf);
    }
    return root;
}

/// A complete binary tree of 2^depth flexible leaves (`Color()`), row and column alternating
/// (HStack at even levels); every child takes an equal share, as a stack divides its space
/// between two colors.
YGNodeRef binaryTree(YGConfigRef config, int level) {
    YGNodeRef node = YGNodeNewWithConfig(config);
    if (level > 0) {
        YGNodeStyleSetFlexDirection(node, level % 2 == 0 ? YGFlexDirectionRow : YGFlexDirectionColumn);
        for (int side = 0; side < 2; side++) {
            YGNodeRef child = binaryTree(config, level - 1);
            YGNodeStyleSetFlexGrow(child, 1);
            YGNodeStyleSetFlexShrink(child, 1);
            YGNodeStyleSetFlexBasis(child, 0);
            append(node, child);
        }
    }
    return node;
}

/// `VStack(spacing: 8)` of `rows` rows `HStack(spacing: 8) { Text("Label i").frame(maxWidth:
/// .infinity, alignment: .trailing); Text("A longer value i").frame(maxWidth: .infinity,
/// alignment: .leading) }`.
YGNodeRef formRows(YGConfigRef config, int rows) {
    YGNodeRef root = YGNodeNewWithConfig(config);
    YGNodeStyleSetFlexDirection(root, YGFlexDirectionColumn);
    YGNodeStyleSetGap(root, YGGutterRow, 8);
    for (int index = 0; index < rows; index++) {
        YGNodeRef line = YGNodeNewWithConfig(config);
        YGNodeStyleSetFlexDirection(line, YGFlexDirectionRow);
        YGNodeStyleSetGap(line, YGGutterColumn, 8);
        YGNodeStyleSetFlexShrink(line, 0);
        const std::string strings[2] = {"Label " + std::to_string(index), "A longer value " + std::to_string(index)};
        for (int column = 0; column < 2; column++) {
            YGNodeRef cell = YGNodeNewWithConfig(config);
            YGNodeStyleSetFlexGrow(cell, 1);
            YGNodeStyleSetFlexShrink(cell, 1);
            YGNodeStyleSetFlexBasis(cell, 0);
            YGNodeStyleSetAlignItems(cell, column == 0 ? YGAlignFlexEnd : YGAlignFlexStart);
            YGNodeStyleSetJustifyContent(cell, YGJustifyCenter);
            append(cell, textNode(config, strings[column]));
            append(line, cell);
        }
        append(root, line);
    }
    return root;
}

long countNodes(YGNodeConstRef node) {
    long total = 1;
    for (size_t index = 0; index < YGNodeGetChildCount(node); index++) total += countNodes(YGNodeGetChild(const_cast<YGNodeRef>(node), index));
    return total;
}

double nanoseconds(const std::function<void()>& body) {
    auto start = std::chrono::steady_clock::now();
    body();
    auto end = std::chrono::steady_clock::now();
    return std::chrono::duration<double, std::nano>(end - start).count();
}

double median(std::vector<double> values) {
    std::sort(values.begin(), values.end());
    return values[values.size() / 2];
}

void measureShape(const char* name, const std::function<YGNodeRef(YGConfigRef)>& build) {
    YGConfigRef config = YGConfigNew();
    // Points as they are: the playground rounds nothing during layout either.
    YGConfigSetPointScaleFactor(config, 0);
    std::vector<double> full, relayout;
    long nodes = 0;
    for (int round = 0; round < repetitions; round++) {
        std::deque<std::string> kept;
        texts = &kept;
        YGNodeRef root = build(config);
        nodes = countNodes(root);
        full.push_back(nanoseconds([&] { YGNodeCalculateLayout(root, 393, 852, YGDirectionLTR); }));
        YGNodeFreeRecursive(root);
    }
    std::deque<std::string> kept;
    texts = &kept;
    YGNodeRef root = build(config);
    YGNodeCalculateLayout(root, 393, 852, YGDirectionLTR);
    for (int index = 0; index < repetitions; index++) {
        float width = 390.0f - static_cast<float>(index) * 1.5f;
        relayout.push_back(nanoseconds([&] { YGNodeCalculateLayout(root, width, 852, YGDirectionLTR); }));
    }
    YGNodeFreeRecursive(root);
    YGConfigFree(config);
    std::printf("{\"shape\": \"%s\", \"nodes\": %ld, \"full_ns\": %.0f, \"relayout_ns\": %.0f}\n", name, nodes, median(full), median(relayout));
    std::fflush(stdout);
}

} // namespace

int main(int argc, char** argv) {
    // Sizes as `layout-playground bench` (BenchmarkWorkload.standard): optional "quick" for a
    // tenth, to check that the harness runs.
    int scale = argc > 1 && std::strcmp(argv[1], "quick") == 0 ? 10 : 1;
    if (const char* count = std::getenv("YOGA_REPETITIONS")) repetitions = std::max(1, std::atoi(count));
    measureShape("row", [&](YGConfigRef config) { return row(config, 10000 / scale); });
    measureShape("binary", [&](YGConfigRef config) { return binaryTree(config, scale > 1 ? 10 : 14); });
    measureShape("form", [&](YGConfigRef config) { return formRows(config, 1000 / scale); });
    return 0;
}
