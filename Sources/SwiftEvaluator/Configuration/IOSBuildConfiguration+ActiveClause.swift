import SwiftIfConfig
import SwiftSyntax

extension IOSBuildConfiguration {
    /// The clause of `ifConfig` an iOS debug build compiles (`Program.activeElements(of:)`'s
    /// rule), for readers outside the evaluator (the source model, `SceneReader`); nil when no
    /// clause is active.
    public static func activeClause(of ifConfig: IfConfigDeclSyntax) -> IfConfigClauseSyntax? {
        ifConfig.activeClause(in: IOSBuildConfiguration()).clause
    }
}
