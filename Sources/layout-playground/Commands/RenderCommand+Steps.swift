import ArgumentParser
import Foundation
import LayoutEngine
import Rendering

extension RenderCommand {
    /// The most pictures `--steps` writes (README, the limits table): a layout of thousands of
    /// views has hundreds of thousands of steps, and each picture is a file.
    static let maximumStepPictures = 250

    /// `--step N`: one picture of step N; `--steps DIR`: one per step, named `step-001.png`
    /// and on (as many digits as the last number needs, so that they sort in order), each the
    /// picture `--step` draws for its number.
    func renderSteps(_ canvas: SceneCanvas, options: RenderOptions, scene: LoadedScene, warnings: [LayoutWarning]) throws {
        let result = canvas.result
        if let path, result.view(at: path) == nil {
            Diagnostics.write("error: no view is placed at path \(path)")
            throw ExitCode(1)
        }
        let all = result.steps(under: path)
        func picture(_ number: Int) -> StepCanvas {
            let step = all[number - 1]
            return StepCanvas(scene: canvas, step: step, narration: "\(number). " + result.narration(of: step))
        }
        var failed = false
        do {
            try scene.session.running(nil) {
                if let number = step {
                    guard number <= all.count else {
                        Diagnostics.write("error: --step \(number) is past the last step; the layout has \(all.count) steps")
                        throw ExitCode(1)
                    }
                    let output = self.output!
                    try ImageWriter.write(picture(number), to: output, format: ImageFormat(path: output)!, options: options)
                    print("wrote \(output) (step \(number) of \(all.count))")
                } else if let folder = steps {
                    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                    let written = min(all.count, Self.maximumStepPictures)
                    if written < all.count {
                        Diagnostics.write("warning: the layout has \(all.count) steps; --steps writes the first \(written) (the most one command writes); --step N draws any other, --path PATH the steps of one view")
                    }
                    let digits = max(3, String(written).count)
                    for number in 1...max(written, 1) where number <= written {
                        let name = "step-" + String(repeating: "0", count: digits - String(number).count) + String(number) + "." + format
                        let file = (folder as NSString).appendingPathComponent(name)
                        try ImageWriter.write(picture(number), to: file, format: ImageFormat(path: file)!, options: options)
                    }
                    print("wrote \(written) pictures to \(folder)")
                }
            }
        } catch let exit as ExitCode {
            _ = scene.finish()
            throw exit
        } catch {
            _ = scene.finish()
            Diagnostics.write("\(output ?? steps ?? ""): error: \(error)")
            throw ExitCode(1)
        }
        failed = scene.finish()
        for warning in warnings { Diagnostics.write(warning.description) }
        if failed { throw ExitCode(1) }
    }
}
