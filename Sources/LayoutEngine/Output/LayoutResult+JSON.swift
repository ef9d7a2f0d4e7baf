extension LayoutResult {
    /// The result as the `layout` command's JSON: the root proposal and size, then every
    /// placed view's path, type and frame (root coordinates, unrounded points) and the proposal
    /// it was placed with. `null` is an unspecified dimension; an infinite number, which JSON
    /// cannot spell, is the string `"inf"` (Python's `float()` reads it). One view per line.
    public func jsonText(includingTrace: Bool = false) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(150 * views.count + 200)
        writeJSON(includingTrace: includingTrace, chunkSize: .max) { bytes.append(contentsOf: $0) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The JSON of `jsonText`, handed to `emit` in pieces of about `chunkSize` bytes as it is
    /// written: the `layout` command streams it to standard output instead of holding the
    /// whole text (150 bytes per view) twice, as bytes and as a `String`.
    public func writeJSON(includingTrace: Bool = false, chunkSize: Int = 1 << 16,
                          to emit: (UnsafeBufferPointer<UInt8>) -> Void) {
        // Bytes appended in place: a line per view built by interpolation and joined, or even
        // appended to one `String`, was most of `layout`'s writing (Documentation/layout-speed.md).
        var out = JSONBytes(capacity: min(chunkSize, 150 * views.count) + 400)
        func flush() {
            out.withBytes { emit($0) }
            out.removeAll()
        }
        out.write("{\"proposal\": "); out.write(proposal)
        out.write(",\n \"size\": "); out.write(size)
        out.write(",\n")
        if safeAreaInsets != EdgeInsets() {
            out.writeText(" \"safeAreaInsets\": \(JSON.insets(safeAreaInsets)),\n")
            out.writeText(" \"screen\": \(JSON.rect(containerFrame)), \"safeArea\": \(JSON.rect(safeAreaFrame)),\n")
        }
        if views.isEmpty {
            out.write(" \"views\": []}\n")
            flush()
            return
        }
        out.write(" \"views\": [\n")
        let last = views.count - 1
        views.store.forEachPath { index, path in
            let view = views[index]
            out.write("  {\"path\": "); out.writeString(path)
            out.write(", \"type\": "); out.writeString(view.view.displayName)
            out.write(", \"frame\": "); out.write(view.frame)
            out.write(", \"proposal\": "); out.write(view.proposal)
            if includingTrace {
                out.writeText(", \"trace\": [" + view.trace.map(JSON.event).joined(separator: ", ") + "]")
            }
            if index == last { out.write("}\n") } else { out.write("},\n") }
            if out.count >= chunkSize { flush() }
        }
        out.write(" ]}\n")
        flush()
    }
}

/// JSON written as UTF-8 bytes into a buffer that grows by doubling: a byte is a store and
/// an increment (appending to an array checked its uniqueness and capacity per byte, which
/// was most of writing 150 bytes per view).
struct JSONBytes: ByteSink {
    private final class Storage {
        var base: UnsafeMutablePointer<UInt8>
        var capacity: Int
        init(capacity: Int) {
            self.capacity = Swift.max(capacity, 64)
            base = .allocate(capacity: self.capacity)
        }
        deinit { base.deallocate() }
    }

    private let storage: Storage
    private(set) var count = 0

    init(capacity: Int = 256) {
        storage = Storage(capacity: capacity)
    }

    var text: String { String(decoding: UnsafeBufferPointer(start: storage.base, count: count), as: UTF8.self) }

    /// The bytes written so far.
    func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        body(UnsafeBufferPointer(start: storage.base, count: count))
    }

    /// Forgets the bytes written, keeping the buffer.
    mutating func removeAll() { count = 0 }

    @inline(__always)
    private mutating func reserve(_ extra: Int) {
        guard count + extra > storage.capacity else { return }
        let capacity = Swift.max(storage.capacity * 2, count + extra)
        let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
        grown.update(from: storage.base, count: count)
        storage.base.deallocate()
        storage.base = grown
        storage.capacity = capacity
    }

    @inline(__always)
    mutating func append(_ byte: UInt8) {
        reserve(1)
        storage.base[count] = byte
        count += 1
    }

    @inline(__always)
    private mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        reserve(bytes.count)
        (storage.base + count).update(from: source, count: bytes.count)
        count += bytes.count
    }

    mutating func appendUTF8(of string: String) { writeText(string) }

    @inline(__always)
    mutating func write(_ literal: StaticString) {
        append(UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }

    mutating func writeText(_ string: String) {
        var string = string
        string.withUTF8 { append($0) }
    }

    /// `string` as a JSON string literal.
    mutating func writeString(_ string: String) {
        if JSON.needsEscaping(string) {
            writeText(JSON.string(string))
        } else {
            append(UInt8(ascii: "\""))
            writeText(string)
            append(UInt8(ascii: "\""))
        }
    }

    mutating func write(_ value: Double) {
        if value.isNaN { write("0"); return }
        if value.isInfinite { write(value > 0 ? "\"inf\"" : "\"-inf\""); return }
        appendPoints(value, into: &self)
    }

    mutating func write(_ value: Double?) {
        if let value { write(value) } else { write("null") }
    }

    mutating func write(_ size: Size) {
        write("{\"width\": "); write(size.width)
        write(", \"height\": "); write(size.height)
        write("}")
    }

    mutating func write(_ proposal: ProposedViewSize) {
        write("{\"width\": "); write(proposal.width)
        write(", \"height\": "); write(proposal.height)
        write("}")
    }

    mutating func write(_ rect: Rect) {
        write("{\"x\": "); write(rect.minX)
        write(", \"y\": "); write(rect.minY)
        write(", \"width\": "); write(rect.width)
        write(", \"height\": "); write(rect.height)
        write("}")
    }
}

/// Hand-written JSON for the few shapes the engine prints (the engine imports no Foundation).
enum JSON {
    static func number(_ value: Double) -> String {
        var out = JSONBytes()
        out.write(value)
        return out.text
    }

    static func optionalNumber(_ value: Double?) -> String { value.map(number) ?? "null" }

    /// Whether `text` has a control character, quote or backslash (most names and paths have
    /// none and are copied whole).
    static func needsEscaping(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            bytes.contains { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }
        }
    }

    static func string(_ text: String) -> String {
        // Most strings (names, paths) need no escaping: copied whole, not scalar by scalar.
        if !needsEscaping(text) {
            return "\"" + text + "\""
        }
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    static func size(_ size: Size) -> String {
        "{\"width\": \(number(size.width)), \"height\": \(number(size.height))}"
    }

    static func proposal(_ proposal: ProposedViewSize) -> String {
        "{\"width\": \(optionalNumber(proposal.width)), \"height\": \(optionalNumber(proposal.height))}"
    }

    static func insets(_ insets: EdgeInsets) -> String {
        "{\"top\": \(number(insets.top)), \"leading\": \(number(insets.leading)), "
            + "\"bottom\": \(number(insets.bottom)), \"trailing\": \(number(insets.trailing))}"
    }

    static func rect(_ rect: Rect) -> String {
        "{\"x\": \(number(rect.minX)), \"y\": \(number(rect.minY)), \"width\": \(number(rect.width)), \"height\": \(number(rect.height))}"
    }

    static func event(_ event: TraceEvent) -> String {
        switch event {
        case .sizeThatFits(let proposal, let answer, let wasCached):
            return "{\"proposal\": \(self.proposal(proposal)), \"answer\": \(size(answer)), \"cached\": \(wasCached)}"
        case .placed(let frame, let proposal):
            return "{\"placed\": \(rect(frame)), \"proposal\": \(self.proposal(proposal))}"
        case .note(let note):
            return "{\"note\": \(string(note.text))}"
        }
    }
}

/// `text` as a JSON string literal, escaped as the layout output escapes its strings.
public func jsonString(_ text: String) -> String { JSON.string(text) }
